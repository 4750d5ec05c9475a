import type { Payload, TaskConfig, TypedJobs } from 'payload'

import { MAIL_ATTEMPTS } from '@/features/mail/delivery'

/**
 * What every task of the queue shares (src/server/jobs/tasks.ts): tried up to `MAIL_ATTEMPTS`
 * times with a growing wait (10 s, 20 s, 40 s, 80 s), and a failure said in one line of the log.
 */

export const retries = { attempts: MAIL_ATTEMPTS - 1, backoff: { type: 'exponential' as const, delay: 10_000 } }

export type Job = { id: number | string; createdAt?: string; totalTried?: number | null }

export const isLastAttempt = (job: Job) => (job.totalTried ?? 0) + 1 >= MAIL_ATTEMPTS
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

type Handler<T extends TaskConfig> = Extract<T['handler'], (...args: never[]) => unknown>

/**
 * A task's handler that says in one line of the log what failed and whether it will be tried
 * again (Payload's own report, the job and a stack, is kept out: src/server/jobs/runner.ts).
 */
export function reported<T extends TaskConfig>(slug: string, handler: Handler<T>): Handler<T> {
  return (async (args: Parameters<Handler<T>>[0]) => {
    try {
      return await handler(args)
    } catch (error) {
      const job = args.job as Job
      const attempt = (job.totalTried ?? 0) + 1
      const next = isLastAttempt(job) ? 'given up' : 'will be tried again'
      args.req.payload.logger.warn(`Job ${job.id} (${slug}) failed, attempt ${attempt} of ${MAIL_ATTEMPTS}, ${next}: ${messageOf(error)}`)
      throw error
    }
  }) as Handler<T>
}

/**
 * A task that deletes, every day at `at` (HH:mm, UTC), what is no longer kept: `prune` answers how
 * many went, and `said` the log's line when any did. Payload queues it from the schedule (the
 * runner asks, src/server/jobs/runner.ts); a second run the same day finds nothing to delete.
 */
export function dailyPruneTask(
  slug: keyof TypedJobs['tasks'],
  at: string,
  prune: (payload: Payload) => Promise<number>,
  said: (gone: number) => string,
): TaskConfig {
  const [hour, minute] = at.split(':').map(Number)
  return {
    slug,
    schedule: [{ cron: `${minute} ${hour} * * *`, queue: 'default' }],
    retries,
    handler: reported<TaskConfig>(slug, async ({ req: { payload } }) => {
      const gone = await prune(payload)
      if (gone) payload.logger.info(said(gone))
      return { output: {} }
    }),
  }
}
