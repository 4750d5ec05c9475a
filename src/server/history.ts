import { isDeepStrictEqual } from 'node:util'

import { z } from 'zod'

import { VERSIONS_PER_RECORD } from '@/hooks/drafts'
import { editLock, findRecord } from '@/server/api/records'
import { notFound } from '@/server/api/errors'
import type { ApiContext } from '@/server/api/request'
import type { ApiDoc, Resource } from '@/server/resources'
import { inTransaction } from '@/server/transaction'

/**
 * A record's history (issue 24): its versions, newest first, each with who saved it and which
 * fields it changed, and a version made the current draft again. Payload keeps the versions
 * (src/hooks/drafts.ts); the author is the version's `updatedBy`.
 */

/** Fields every version has that say nothing of its content. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', '_status', 'updatedBy'])

export const versionEntrySchema = z.object({
  id: z.number().int().describe('The version'),
  createdAt: z.string().datetime({ offset: true }).describe('When it was saved'),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who saved it (null: the system, or an account since deleted)'),
  _status: z.enum(['draft', 'published']).describe('Saved as a draft, or published'),
  changedFields: z.array(z.string()).describe('The fields that differ from the version before it (the first version: the fields it was given)'),
})
export type VersionEntry = z.infer<typeof versionEntrySchema>

type StoredVersion = { id: number; createdAt: string; version: Record<string, unknown> }

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** The content fields where `version` differs from `before` (or, with no version before, those it holds). */
function changedFields(version: Record<string, unknown>, before: Record<string, unknown> | undefined): string[] {
  const names = new Set([...Object.keys(version), ...Object.keys(before ?? {})].filter((name) => !BOOKKEEPING.has(name)))
  return [...names].filter((name) => (before ? !isDeepStrictEqual(version[name] ?? null, before[name] ?? null) : !isEmpty(version[name])))
}

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
  const authorIds = [...new Set(versions.map((entry) => entry.version.updatedBy).filter((author): author is number => typeof author === 'number'))]
  // Staff may see who changed the content they share, editors too: names only, read by the server.
  const { docs: authors } = authorIds.length
    ? await payload.find({ collection: 'users', where: { id: { in: authorIds } }, select: { username: true }, pagination: false, depth: 0, overrideAccess: true })
    : { docs: [] }
  const usernames = new Map(authors.map((author) => [author.id, String(author.username)]))
  return versions.map((entry, index) => {
    const author = entry.version.updatedBy
    return {
      id: entry.id,
      createdAt: entry.createdAt,
      user: typeof author === 'number' && usernames.has(author) ? { id: author, username: usernames.get(author)! } : null,
      _status: entry.version._status === 'published' ? 'published' : 'draft',
      changedFields: changedFields(entry.version, versions[index + 1]?.version),
    }
  })
}

/**
 * Makes version `versionId` of record `id` its current draft: what staff edit, and what is
 * published the next time it is. Answers the record as it now reads with `?draft=true`.
 */
export async function restoreVersion(resource: Resource, context: ApiContext, id: number, versionId: number): Promise<ApiDoc> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  const version = await payload.findVersionByID({ collection: resource.slug, id: String(versionId), depth: 0, overrideAccess: false, user, disableErrors: true })
  if (!version || Number((version as { parent?: unknown }).parent) !== id) throw notFound('Version')
  // Saved as a draft of the record (Payload's own restore would keep the version's published mark).
  const content = Object.fromEntries(Object.entries((version as unknown as StoredVersion).version).filter(([field]) => !BOOKKEEPING.has(field)))
  await inTransaction(
    payload,
    user,
    (req) => payload.update({ collection: resource.slug, id, data: content, draft: true, depth: 0, overrideAccess: false, user, req }),
    { lock: editLock(resource, id) },
  )
  return findRecord(resource, context, id, { draft: true })
}
