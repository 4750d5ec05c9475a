import { z } from 'zod'

import { staffNames } from '@/features/accounts/users'
import { changedFields } from '@/features/activity/changes'
import type { ActivityDoor } from '@/features/activity/entries'
import { ACTIVITY_CONTEXT } from '@/features/activity/log'
import { VERSIONS_PER_RECORD } from '@/features/publishing/hooks'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { findRecord } from '@/server/content/records'
import { type ApiDoc, editLock, type Resource } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import type { ApiContext } from '@/server/http/context'
import { notFound } from '@/server/http/errors'
import { localizedFields } from '@/server/http/locale'

/**
 * A record's history (docs/product.md#history): its versions, newest first, each with who saved it
 * and which fields it changed, and a version made the current draft again. Payload keeps the
 * versions (src/features/publishing/hooks.ts); the author is the version's `updatedBy`.
 */

/** Fields every version has that say nothing of its content. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', '_status', 'updatedBy'])

/**
 * What of a version is its content: not its bookkeeping, nor its place in a ranked list (moves
 * change the place of the latest version too, src/server/content/ordering.ts, and a restore keeps the
 * record where it is).
 */
const isContent = (resource: Resource) => (field: string) => !BOOKKEEPING.has(field) && field !== resource.rankField

export const versionEntrySchema = z.object({
  id: z.number().int().describe('The version'),
  createdAt: z.string().datetime({ offset: true }).describe('When it was saved'),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who saved it (null: the system, or an account since deleted)'),
  _status: z.enum(['draft', 'published']).describe('Saved as a draft, or published'),
  changedFields: z.array(z.string()).describe('The fields that differ from the version before it (the first version: the fields it was given)'),
})
export type VersionEntry = z.infer<typeof versionEntrySchema>

type StoredVersion = { id: number; createdAt: string; version: Record<string, unknown> }

/** The versions of record `id`, newest first (404 when the record does not exist). */
export async function listVersions(resource: Resource, context: ApiContext, id: number): Promise<VersionEntry[]> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  const { docs } = await payload.findVersions({
    collection: resource.slug,
    where: { parent: { equals: id } },
    sort: ['-createdAt', '-id'] as never,
    limit: VERSIONS_PER_RECORD,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const versions = docs as unknown as StoredVersion[]
  const nameOf = await staffNames(
    payload,
    versions.map((entry) => entry.version.updatedBy),
  )
  return versions.map((entry, index) => {
    return {
      id: entry.id,
      createdAt: entry.createdAt,
      user: nameOf(entry.version.updatedBy),
      _status: entry.version._status === 'published' ? 'published' : 'draft',
      changedFields: changedFields(isContent(resource), entry.version, versions[index + 1]?.version),
    }
  })
}

/**
 * Makes version `versionId` of record `id` its current draft: what staff edit, and what is
 * published the next time it is. Answers the record as it now reads with `?draft=true`.
 */
export async function restoreVersion(
  resource: Resource,
  context: ApiContext,
  id: number,
  versionId: number,
  { door }: { door?: ActivityDoor } = {},
): Promise<ApiDoc> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  // The version in each language: its English (with the fields one for both), and its own Nepali texts.
  const read = (locale: Locale) =>
    payload.findVersionByID({
      collection: resource.slug,
      id: String(versionId),
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: false,
      user,
      disableErrors: true,
    })
  const [version, nepaliVersion] = await Promise.all([read(DEFAULT_LOCALE), read('ne')])
  if (!version || Number((version as { parent?: unknown }).parent) !== id) throw notFound('Version')
  // Saved as a draft of the record (Payload's own restore would keep the version's published mark).
  const content = Object.fromEntries(Object.entries((version as unknown as StoredVersion).version).filter(([field]) => isContent(resource)(field)))
  const texts = localizedFields(payload, resource.slug)
  const nepali = Object.fromEntries(texts.map((field) => [field, (nepaliVersion as unknown as StoredVersion | null)?.version[field] ?? null]))
  await inTransaction(
    payload,
    user,
    async (req) => {
      const restore = { collection: resource.slug, id, draft: true, depth: 0, overrideAccess: false, user, req } as const
      // Each write names its language: writes sharing one request would otherwise keep the last one's.
      await payload.update({
        ...restore,
        data: content,
        locale: DEFAULT_LOCALE,
        context: { [ACTIVITY_CONTEXT]: { action: 'restore', note: `version ${versionId}`, door } },
      })
      // The Nepali texts of the version too, where they differ from the draft's now (one act in the log).
      const now = await payload.findByID({
        collection: resource.slug,
        id,
        draft: true,
        locale: 'ne',
        fallbackLocale: false,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      })
      if (changedFields((field) => texts.includes(field), nepali, now as unknown as Record<string, unknown>).length > 0) {
        await payload.update({ ...restore, data: nepali, locale: 'ne', context: { [ACTIVITY_CONTEXT]: { quiet: true } } })
      }
    },
    { lock: editLock(resource, id) },
  )
  return findRecord(resource, context, id, { draft: true })
}
