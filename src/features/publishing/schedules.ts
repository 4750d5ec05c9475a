import type { Payload } from 'payload'
import { z } from 'zod'

import { staffNames } from '@/features/accounts/users'
import { pendingSchedules } from '@/features/publishing/drafts'
import { SCHEDULE_ACTIONS, SCHEDULE_MAX_AHEAD_MS } from '@/features/publishing/schedules-collection'
import type { DraftCollection } from '@/features/publishing/states'
import type { PublicationSchedule } from '@/payload-types'
import { findRecord } from '@/server/content/records'
import { editLock, type Resource } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import type { ApiContext } from '@/server/http/context'
import { notFound } from '@/server/http/errors'

/**
 * Scheduled publishing (docs/product.md#scheduled-publishing), the API's part: an entry of
 * `publication-schedules` asks to publish or unpublish a record at a time; the jobs queue carries
 * it out at that time, once (src/features/publishing/scheduled-publication.ts).
 */

export const scheduleBodySchema = z.object({
  action: z.enum(SCHEDULE_ACTIONS, { message: 'Action must be publish or unpublish' }).describe('What happens at the time'),
  at: z
    .string({ required_error: 'Choose when', invalid_type_error: 'Choose when' })
    .datetime({ offset: true, message: 'Give the time as an ISO date-time with its offset, e.g. 2027-01-01T00:00:00+05:45' })
    .refine((value) => Date.parse(value) > Date.now(), 'Choose a time still to come')
    .refine((value) => Date.parse(value) < Date.now() + SCHEDULE_MAX_AHEAD_MS, 'Choose a time within five years')
    .describe('When, as an ISO 8601 date-time with its offset'),
  notifyFollowers: z
    .boolean({ invalid_type_error: 'notifyFollowers must be true or false' })
    .optional()
    .describe("Events only: on a publish that is the event's first, false keeps it from being announced to its followers (by default they are told)"),
})

export const scheduleEntrySchema = z.object({
  id: z.number().int().describe('The entry'),
  action: z.enum(SCHEDULE_ACTIONS),
  at: z.string().datetime({ offset: true }).describe('When it happens'),
  notifyFollowers: z.boolean().describe("Whether an event's publish tells its followers"),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who scheduled it (null: an account since deleted)'),
})
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>

/** The entries the API answers: who scheduled each by name. */
async function toEntries(payload: Payload, entries: PublicationSchedule[]): Promise<ScheduleEntry[]> {
  const nameOf = await staffNames(
    payload,
    entries.map((entry) => entry.createdBy),
  )
  return entries.map((entry) => ({
    id: entry.id,
    action: entry.action,
    at: entry.at,
    notifyFollowers: entry.notifyFollowers !== false,
    createdBy: nameOf(entry.createdBy),
  }))
}

export async function listSchedule(resource: Resource, context: ApiContext, id: number): Promise<ScheduleEntry[]> {
  await findRecord(resource, context, id)
  return toEntries(context.payload, await pendingSchedules(context, resource.slug, [id]))
}

export async function addSchedule(resource: Resource, context: ApiContext, id: number, body: z.infer<typeof scheduleBodySchema>): Promise<ScheduleEntry> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  const entry = await inTransaction(payload, user, (req) =>
    payload.create({
      collection: 'publication-schedules',
      data: {
        resource: resource.slug as DraftCollection,
        record: id,
        action: body.action,
        at: new Date(body.at).toISOString(),
        notifyFollowers: body.notifyFollowers !== false,
        state: 'pending',
      },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    }),
  )
  return (await toEntries(payload, [entry]))[0]
}

export async function cancelSchedule(resource: Resource, context: ApiContext, id: number, entryId: number): Promise<void> {
  const { payload, user } = context
  const [entry] = (await pendingSchedules(context, resource.slug, [id])).filter((pending) => pending.id === entryId)
  if (!entry) throw notFound('Scheduled change')
  await inTransaction(
    payload,
    user,
    (req) => payload.update({ collection: 'publication-schedules', id: entryId, data: { state: 'cancelled' }, depth: 0, overrideAccess: false, user, req }),
    { lock: editLock(resource, id) },
  )
}
