import type { Payload } from 'payload'
import pg from 'pg'

import { CLAIM_LEASE_SECONDS } from '@/features/mail/delivery'
import { takeUpAbandonedJobs } from '@/server/db/adapter'
import { wholeNumberSetting } from '@/server/runtime/env'
import { onShutdown } from '@/server/runtime/shutdown'

/**
 * The one runner of the jobs queue (mail: src/server/jobs/tasks.ts), however many instances run.
 *
 * Payload 3.90's PostgreSQL adapter claims jobs without a lock (a plain SELECT, then an UPDATE per
 * row), so two instances running the queue could both run one job. Every instance therefore
 * starts this loop, but only the one holding a PostgreSQL advisory lock runs jobs: the lock is
 * held by a connection of the loop's own, so it goes the moment that instance dies or loses the
 * database, and another instance, trying again every few seconds, takes over. Payload's own
 * cron (`autoRun`) is not used: it would stop for good the first time it was told not to run.
 *
 * While it holds the lock, the loop looks for due jobs every `JOBS_POLL_MS` (2 s by default), so a mail leaves within a
 * few seconds of the request that queued it. A job left "processing" by a runner that died is
 * taken up again once it is older than the lease (Payload does not do this itself); the mail
 * tasks claim each mail besides (src/features/mail/delivery.ts), so a job that runs twice still
 * sends once.
 */

const LOCK_NAME = 'agency-site:job-runner'
/** How often the runner looks for due jobs, unless JOBS_POLL_MS says otherwise. */
const DEFAULT_POLL_MS = 2_000
const POLL_MS_RANGE = [100, 60_000] as const

/** JOBS_POLL_MS, checked at start-up with the other settings: a whole number of milliseconds in range. */
export const jobsPollMs = (value = process.env.JOBS_POLL_MS) => wholeNumberSetting('JOBS_POLL_MS', value, DEFAULT_POLL_MS, POLL_MS_RANGE, 'milliseconds')
/** How often an instance without the lock tries to take it. */
const RETRY_LOCK_MS = 5_000
/** Jobs taken at a time: one, so that a stopping runner stops after the mail in hand. */
const BATCH = 1
/** How long a stopping server waits for the job in hand before it closes the database anyway. */
const STOP_WAIT_MS = 8_000

type Runner = { stop: () => Promise<void> }

/** Waits `ms`, or less if the runner is stopping. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * The next run of each task on a schedule (the activity log's daily prune), queued once: Payload
 * skips a task that already waits (two small queries). A failure here is said and leaves the
 * queue running.
 */
async function queueScheduledTasks(payload: Payload): Promise<void> {
  try {
    await payload.jobs.handleSchedules()
  } catch (error) {
    payload.logger.warn(`Scheduled tasks were not queued: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Runs due jobs until none is left, while this instance still holds the lock (or until the runner stops). */
async function runDueJobs(payload: Payload, lockClient: pg.Client, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    // The lock's connection still answers, so the lock is still this instance's.
    await lockClient.query('SELECT 1')
    // Each task reports its own failures in a line (src/server/jobs/tasks.ts).
    const result = await payload.jobs.run({ queue: 'default', limit: BATCH, sequential: true, silent: true })
    if (result.noJobsRemaining) return
  }
}

/**
 * Starts the loop in this process (src/server/runtime/startup.ts); it ends when the server stops, after
 * the job in hand.
 */
export function startJobRunner(payload: Payload, databaseUrl: string): Runner {
  const pollMs = jobsPollMs()
  const stopping = new AbortController()
  let lockClient: pg.Client | null = null

  const loop = async () => {
    while (!stopping.signal.aborted) {
      try {
        lockClient = new pg.Client({ connectionString: databaseUrl, application_name: 'agency-site-jobs' })
        // A dead connection ends this round (its lock went with it); the loop starts another.
        lockClient.on('error', () => {})
        await lockClient.connect()
        const { rows } = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_NAME])
        if (rows[0]?.locked) {
          payload.logger.info('This instance runs the jobs queue')
          while (!stopping.signal.aborted) {
            await queueScheduledTasks(payload)
            // Still holding the lock (the connection is alive), or another instance may have it now.
            const taken = await takeUpAbandonedJobs(lockClient, CLAIM_LEASE_SECONDS)
            if (taken) payload.logger.warn(`${taken} job(s) left by a stopped runner are due again`)
            await runDueJobs(payload, lockClient, stopping.signal)
            await pause(pollMs, stopping.signal)
          }
        }
      } catch (error) {
        if (!stopping.signal.aborted) payload.logger.warn(`The jobs runner paused: ${error instanceof Error ? error.message : String(error)}`)
      }
      await lockClient?.end().catch(() => {})
      lockClient = null
      await pause(RETRY_LOCK_MS, stopping.signal)
    }
  }
  const running = loop()
  const runner: Runner = {
    stop: async () => {
      stopping.abort()
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())])
    },
  }
  // Before the database connections close (shutdown tasks run last registered first).
  onShutdown(runner.stop)
  return runner
}
