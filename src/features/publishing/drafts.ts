import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { PublicationSchedule, User } from '@/payload-types'
import type { ApiDoc } from '@/server/content/resources'
import { untranslatedTexts } from '@/server/http/locale'

export const SCHEDULE_DESCRIPTION = 'Staff, with `?draft=true`: the publishes and unpublishes scheduled for it, soonest first'

export const PUBLICATION_STATE_DESCRIPTION =
  'Staff, with `?draft=true`: `draft` (never published, or unpublished), `published` (visitors read this), or `changed` (published, with a newer draft not yet published)'

/** `?draft=true`: staff read or save the latest draft; visitors are answered as without it. */
export const draftParameter = z
  .enum(['true', 'false'], { message: 'draft must be true or false' })
  .optional()
  .transform((value) => value === 'true')
  .describe('Staff: `true` reads (or, on POST and PATCH, saves) the latest draft. Visitors always read published records.')

export const draftQuery = { schema: z.object({ draft: draftParameter }), refusal: 'Invalid query' }

/**
 * The latest drafts `docs` (read with `draft: true`) with each record's `_state`, from the
 * records' own rows, which hold what is published, and its `_schedule`: what is scheduled for it
 * (src/features/publishing/schedules.ts).
 */
export async function withPublicationStates(
  { payload, user, req }: { payload: Payload; user: User | null; req?: PayloadRequest },
  slug: CollectionSlug,
  docs: ApiDoc[],
): Promise<ApiDoc[]> {
  if (docs.length === 0) return docs
  const own = await payload.find({
    collection: slug,
    where: { id: { in: docs.map((doc) => doc.id) } },
    select: { _status: true } as never,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const rows = own.docs as unknown as { id: number; _status?: unknown }[]
  const published = new Set(rows.filter((row) => row._status === 'published').map((row) => row.id))
  const ids = docs.map((doc) => doc.id)
  const [pending, untranslated] = await Promise.all([
    pendingSchedules({ payload, user, req }, slug, ids),
    untranslatedTexts({ payload, user, req }, slug, ids, true),
  ])
  return docs.map((doc) => ({
    ...doc,
    _state: !published.has(doc.id) ? 'draft' : doc._status === 'published' ? 'published' : 'changed',
    _schedule: pending.filter((entry) => entry.record === doc.id).map(({ id, action, at }) => ({ id, action, at })),
    _untranslated: untranslated.get(doc.id) ?? [],
  }))
}

/** The pending scheduled changes (src/features/publishing/schedules.ts) of records `ids` of `slug`, soonest first. */
export async function pendingSchedules(
  { payload, user, req }: { payload: Payload; user: User | null; req?: PayloadRequest },
  slug: CollectionSlug,
  ids: number[],
): Promise<PublicationSchedule[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'publication-schedules',
    where: { resource: { equals: slug }, record: { in: ids }, state: { equals: 'pending' } },
    sort: ['at', 'id'] as never,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return docs
}
