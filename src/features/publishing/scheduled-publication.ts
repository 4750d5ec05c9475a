import type { Payload, TaskConfig } from 'payload'

import { ACTIVITY_CONTEXT } from '@/features/activity/log'
import { NOTIFY_FOLLOWERS_CONTEXT } from '@/features/alerts/topics'
import { QUEUE_CONTEXT } from '@/features/publishing/schedules-collection'
import { editLock, resourceOf } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { isLastAttempt, reported, retries } from '@/server/jobs/task'

/**
 * Scheduled publishing (docs/product.md#scheduled-publishing), the queue's part: the job of an
 * entry of `publication-schedules` (src/features/publishing/schedules.ts) runs at the entry's time; it runs on
 * one instance at a time (src/server/jobs/runner.ts), and a job run again finds its entry done.
 */

/**
 * Entry `id` carried out if it is still pending, and marked done, in one transaction under the
 * record's edit lock (its edits and the cancelling of its entries wait), acting as the account
 * that scheduled it. A record deleted
 * meanwhile marks it failed. On the last attempt a failure is recorded on the entry.
 */
export async function carryOutSchedule(payload: Payload, id: number, lastAttempt: boolean): Promise<void> {
  const queued = await payload.findByID({ collection: 'publication-schedules', id, depth: 0, disableErrors: true })
  if (!queued || queued.state !== 'pending') return
  const author =
    typeof queued.createdBy === 'number' ? await payload.findByID({ collection: 'users', id: queued.createdBy, depth: 0, disableErrors: true }) : null
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
          // Logged as the act of who scheduled it, through the door they asked by (src/features/activity/hooks.ts).
          context: {
            [ACTIVITY_CONTEXT]: { action: entry.action, note: 'as scheduled', door: entry.door ?? undefined },
            [NOTIFY_FOLLOWERS_CONTEXT]: entry.notifyFollowers !== false,
          },
        })
        await mark({ state: 'done' }, req)
      },
      // The record's own lock: its edits, and the cancelling of its entries, queue up behind this.
      { lock: editLock(resourceOf(queued.resource)!, queued.record) },
    )
  } catch (error) {
    // Given up: said on the entry, unless it was carried out or cancelled meanwhile.
    const now = lastAttempt ? await payload.findByID({ collection: 'publication-schedules', id, depth: 0, disableErrors: true }) : null
    if (now?.state === 'pending') await mark({ state: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
    throw error
  }
}

/** A scheduled publish or unpublish: carried out once, at its time. */
export const scheduledPublicationTask: TaskConfig<'scheduled-publication'> = {
  slug: 'scheduled-publication',
  inputSchema: [{ name: 'schedule', type: 'number', required: true }],
  retries,
  handler: reported<TaskConfig<'scheduled-publication'>>('scheduled-publication', async ({ input, job, req: { payload } }) => {
    await carryOutSchedule(payload, input.schedule, isLastAttempt(job))
    return { output: {} }
  }),
}
