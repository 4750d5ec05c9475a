import { z } from 'zod'

import { staffNames } from '@/features/accounts/users'
import { changedFields, fieldChanges, flatFields, normalised } from '@/features/activity/changes'
import type { ActivityDoor } from '@/features/activity/entries'
import { fieldLabel, labelledKeys } from '@/features/activity/field-labels'
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
 * and what it changed (each field by its label, before and after), one version read whole, and a
 * version made the current draft again. Payload keeps the
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

const valueSchema = z
  .unknown()
  .describe('The value as staff read it: a text, number, yes/no, date (ISO 8601), list, or null for empty; a related record by its name')

export const fieldChangeSchema = z.object({
  field: z.string().describe('The field, a key of an object field after a dot (`mediaLinks.spotify`)'),
  label: z.string().describe('The field as the back office names it ("Spotify URL")'),
  before: valueSchema,
  after: valueSchema,
})

export const versionEntrySchema = z.object({
  id: z.number().int().describe('The version'),
  createdAt: z.string().datetime({ offset: true }).describe('When it was saved'),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who saved it (null: the system, or an account since deleted)'),
  _status: z.enum(['draft', 'published']).describe('Saved as a draft, or published'),
  changedFields: z
    .array(z.string())
    .describe('The fields that differ from the version before it (the first version: the fields it was given); an empty value saved again is no change'),
  changes: z.array(fieldChangeSchema).describe('Each changed field (in `changedFields` order) with its value before and after'),
})
export type VersionEntry = z.infer<typeof versionEntrySchema>

export const versionSchema = versionEntrySchema.omit({ changedFields: true, changes: true }).extend({
  fields: z
    .array(z.object({ field: z.string(), label: z.string(), value: valueSchema }))
    .describe("The version's content, field by field, in its English texts (an empty field: null)"),
})
export type VersionDetail = z.infer<typeof versionSchema>

type StoredVersion = { id: number; createdAt: string; parent?: unknown; version: Record<string, unknown> }

/** Related records by their names (a line-up's artists, a gallery's event), read as the asking account may. */
async function relationNames(resource: Resource, context: ApiContext, docs: Record<string, unknown>[]): Promise<(field: string, value: unknown) => unknown> {
  const { payload, user } = context
  const relations = new Map<string, string>()
  for (const field of payload.collections[resource.slug].config.fields) {
    if ('name' in field && isContent(resource)(field.name) && field.type === 'relationship' && typeof field.relationTo === 'string')
      relations.set(field.name, field.relationTo)
  }
  const names = new Map<string, string>()
  await Promise.all(
    [...new Set(relations.values())].map(async (slug) => {
      const ids = new Set<number>()
      for (const doc of docs)
        for (const [field, target] of relations)
          if (target === slug) for (const id of [doc[field]].flat()) if (typeof normalised(id) === 'number') ids.add(normalised(id) as number)
      if (!ids.size) return
      const title = payload.collections[slug as Resource['slug']].config.admin?.useAsTitle ?? 'id'
      const { docs: found } = await payload.find({
        collection: slug as Resource['slug'],
        where: { id: { in: [...ids] } },
        pagination: false,
        depth: 0,
        draft: true,
        overrideAccess: false,
        user,
      })
      for (const record of found) names.set(`${slug}:${record.id}`, String((record as unknown as Record<string, unknown>)[title] ?? record.id))
    }),
  )
  const nameOf = (slug: string, id: unknown) => (typeof id === 'number' ? (names.get(`${slug}:${id}`) ?? `#${id} (deleted)`) : id)
  return (field, value) => {
    const slug = relations.get(field)
    if (!slug || value === null) return value
    return Array.isArray(value) ? value.map((id) => nameOf(slug, id)) : nameOf(slug, value)
  }
}

const readVersions = async (resource: Resource, context: ApiContext, id: number) => {
  const { docs } = await context.payload.findVersions({
    collection: resource.slug,
    where: { parent: { equals: id } },
    sort: ['-createdAt', '-id'] as never,
    limit: VERSIONS_PER_RECORD,
    depth: 0,
    overrideAccess: false,
    user: context.user,
  })
  return docs as unknown as StoredVersion[]
}

/** The versions of record `id`, newest first (404 when the record does not exist). */
export async function listVersions(resource: Resource, context: ApiContext, id: number): Promise<VersionEntry[]> {
  await findRecord(resource, context, id)
  const versions = await readVersions(resource, context, id)
  const nameOf = await staffNames(
    context.payload,
    versions.map((entry) => entry.version.updatedBy),
  )
  const shown = await relationNames(
    resource,
    context,
    versions.map((entry) => entry.version),
  )
  return versions.map((entry, index) => {
    const changes = fieldChanges(isContent(resource), entry.version, versions[index + 1]?.version)
    return {
      id: entry.id,
      createdAt: entry.createdAt,
      user: nameOf(entry.version.updatedBy),
      _status: entry.version._status === 'published' ? 'published' : 'draft',
      changedFields: changes.map((change) => change.field),
      changes: changes.map(({ field, before, after }) => ({
        field,
        label: fieldLabel(resource.slug, field),
        before: shown(field.split('.')[0], before),
        after: shown(field.split('.')[0], after),
      })),
    }
  })
}

/** A version's fields in order, an object field by every key its form shows (empty or not) and then any other key it holds. */
function versionFields(resource: Resource, flat: Map<string, unknown>): [string, unknown][] {
  const rows: [string, unknown][] = []
  const done = new Set<string>()
  for (const field of flat.keys()) {
    const top = field.split('.')[0]
    if (done.has(top)) continue
    done.add(top)
    const keys = labelledKeys(resource.slug, top)
    const held = [...flat.keys()].filter((key) => key.startsWith(`${top}.`) && !keys.includes(key))
    if (!keys.length && !held.length) rows.push([field, flat.get(field)])
    else for (const key of [...keys, ...held]) rows.push([key, flat.get(key) ?? null])
  }
  return rows
}

/** One version of record `id`, field by field, as it was saved (404 when it is not one of the record's). */
export async function readVersion(resource: Resource, context: ApiContext, id: number, versionId: number): Promise<VersionDetail> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  const found = await payload.findVersionByID({
    collection: resource.slug,
    id: String(versionId),
    locale: DEFAULT_LOCALE,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  const entry = found as unknown as StoredVersion | null
  if (!entry || Number(entry.parent) !== id) throw notFound('Version')
  const [nameOf, shown] = await Promise.all([staffNames(payload, [entry.version.updatedBy]), relationNames(resource, context, [entry.version])])
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    user: nameOf(entry.version.updatedBy),
    _status: entry.version._status === 'published' ? 'published' : 'draft',
    fields: versionFields(resource, flatFields(isContent(resource), entry.version)).map(([field, value]) => ({
      field,
      label: fieldLabel(resource.slug, field),
      value: shown(field.split('.')[0], value),
    })),
  }
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
