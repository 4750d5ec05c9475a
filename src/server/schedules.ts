import type { Payload } from 'payload'
import { z } from 'zod'

import { QUEUE_CONTEXT, SCHEDULE_ACTIONS } from '@/collections/PublicationSchedules'
import type { DraftCollection } from '@/lib/drafts'
import type { PublicationSchedule, User } from '@/payload-types'
import { editLock, findRecord } from '@/server/api/records'
import { notFound } from '@/server/api/errors'
import type { ApiContext } from '@/server/api/request'
import { type Resource, resources } from '@/server/resources'
import { inTransaction } from '@/server/transaction'

/**
 * Scheduled publishing (issue 24): an entry of `publication-schedules` asks to publish or
 * unpublish a record at a time; the jobs queue carries it out at that time, once, however many
 * instances run (src/server/jobs/runner.ts runs one job at a time on one instance, and a job run
 * again finds its entry done).
 */

const resourceOf = (slug: string): Resource => Object.values(resources).find((resource) => resource.slug === slug)!

/** The furthest ahead a change may be scheduled. */
const MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000

export const scheduleBodySchema = z.object({
  action: z.enum(SCHEDULE_ACTIONS, { message: 'Action must be publish or unpublish' }).describe('What happens at the time'),
  at: z
    .string({ required_error: 'Choose when', invalid_type_error: 'Choose when' })
    .datetime({ offset: true, message: 'Give the time as an ISO date-time with its offset, e.g. 2027-01-01T00:00:00+05:45' })
    .refine((value) => Date.parse(value) > Date.now(), 'Choose a time still to come')
    .refine((value) => Date.parse(value) < Date.now() + MAX_AHEAD_MS, 'Choose a time within five years')
    .describe('When, as an ISO 8601 date-time with its offset'),
})

export const scheduleEntrySchema = z.object({
  id: z.number().int().describe('The entry'),
  action: z.enum(SCHEDULE_ACTIONS),
  at: z.string().datetime({ offset: true }).describe('When it happens'),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('Who scheduled it (null: an account since deleted)'),
})
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>

/** The entries the API answers: who scheduled each by name. */
async function toEntries(payload: Payload, entries: PublicationSchedule[]): Promise<ScheduleEntry[]> {
  const ids = [...new Set(entries.map((entry) => entry.createdBy).filter((id): id is number => typeof id === 'number'))]
  const { docs } = ids.length
    ? await payload.find({ collection: 'users', where: { id: { in: ids } }, select: { username: true }, pagination: false, depth: 0, overrideAccess: true })
    : { docs: [] }
  const names = new Map(docs.map((user) => [user.id, String(user.username)]))
  return entries.map((entry) => {
    const by = entry.createdBy as number | null | undefined
    return { id: entry.id, action: entry.action, at: entry.at, createdBy: typeof by === 'number' && names.has(by) ? { id: by, username: names.get(by)! } : null }
  })
}

/** The pending entries of `resource` records `ids` (one or many), soonest first. */
export async function pendingSchedules(payload: Payload, user: User | null, resource: Resource, ids: number[]): Promise<PublicationSchedule[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'publication-schedules',
    where: { resource: { equals: resource.slug }, record: { in: ids }, state: { equals: 'pending' } },
    sort: ['at', 'id'] as never,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs
}

export async function listSchedule(resource: Resource, context: ApiContext, id: number): Promise<ScheduleEntry[]> {
  await findRecord(resource, context, id)
  return toEntries(context.payload, await pendingSchedules(context.payload, context.user, resource, [id]))
}

export async function addSchedule(resource: Resource, context: ApiContext, id: number, body: z.infer<typeof scheduleBodySchema>): Promise<ScheduleEntry> {
  await findRecord(resource, context, id)
  const { payload, user } = context
  const entry = await inTransaction(payload, user, (req) =>
    payload.create({
      collection: 'publication-schedules',
      data: { resource: resource.slug as DraftCollection, record: id, action: body.action, at: new Date(body.at).toISOString(), state: 'pending' },
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
  const [entry] = (await pendingSchedules(payload, user, resource, [id])).filter((pending) => pending.id === entryId)
  if (!entry) throw notFound('Scheduled change')
  await inTransaction(
    payload,
    user,
    (req) => payload.update({ collection: 'publication-schedules', id: entryId, data: { state: 'cancelled' }, depth: 0, overrideAccess: false, user, req }),
    { lock: editLock(resource, id) },
  )
}

/**
 * The queue's part: entry `id` carried out if it is still pending, and marked done, in one
 * transaction under the entry's lock, acting as the account that scheduled it. A record deleted
 * meanwhile marks it failed. On the last attempt a failure is recorded on the entry.
 */
export async function carryOutSchedule(payload: Payload, id: number, lastAttempt: boolean): Promise<void> {
  const queued = await payload.findByID({ collection: 'publication-schedules', id, depth: 0, disableErrors: true })
  if (!queued || queued.state !== 'pending') return
  const author = typeof queued.createdBy === 'number' ? await payload.findByID({ collection: 'users', id: queued.createdBy, depth: 0, disableErrors: true }) : null
  const mark = (data: { state: 'done' | 'failed'; error?: string }, req?: Parameters<typeof payload.update>[0]['req']) =>
    payload.update({ collection: 'publication-schedules', id, data, depth: 0, overrideAccess: true, req, context: { [QUEUE_CONTEXT]: true } })
  try {
    await inTransaction(
      payload,
      author,
      async (req) => {
        const entry = await payload.findByID({ collection: 'publication-schedules', id, depth: 0, disableErrors: true, req })
        if (!entry || entry.state !== 'pending') return
        const { totalDocs } = await payload.count({ collection: entry.resource, where: { id: { equals: entry.record } }, overrideAccess: true, req })
        if (totalDocs === 0) {
          await mark({ state: 'failed', error: 'The record was deleted.' }, req)
          return
        }
        await payload.update({
          collection: entry.resource,
          id: entry.record,
          data: { _status: entry.action === 'publish' ? 'published' : 'draft' },
          depth: 0,
          overrideAccess: true,
          user: author,
          req,
        })
        await mark({ state: 'done' }, req)
      },
      // The record's own lock: its edits, and the cancelling of its entries, queue up behind this.
      { lock: editLock(resourceOf(queued.resource), queued.record) },
    )
  } catch (error) {
    if (lastAttempt) await mark({ state: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
    throw error
  }
}

