import type { JobsConfig, Payload } from 'payload'

import { isAdminUser } from '@/access'
import { features } from '@/features'

/**
 * The jobs queue (docs/operations.md#the-jobs-queue): every mail leaves from here, never from
 * inside a request, and so do scheduled publications. A job is queued in the transaction of the
 * record that causes it, tried with a growing wait (src/server/jobs/task.ts), and run by one
 * instance at a time (src/server/jobs/runner.ts); each mail is claimed before it goes
 * (src/features/mail/delivery.ts), so a job run twice sends once. The tasks are the features'
 * (src/features/index.ts).
 */

/**
 * Payload's record of when it last queued each scheduled task (the `payload-jobs-stats` global,
 * which it adds with no rule of its own, so any signed-in account could read and rewrite it, and
 * so stop the prune): the queue's alone, through no door. Payload reads and writes it directly.
 */
export function guardJobStats(payload: Payload): void {
  const stats = payload.config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (!stats) return
  stats.access = { ...stats.access, read: () => false, update: () => false, readVersions: () => false }
}

/** Payload's jobs settings: these tasks; its job endpoints (/cms-api/payload-jobs/...) for admins alone. */
export const jobs: JobsConfig = {
  tasks: features.flatMap((feature) => feature.tasks ?? []),
  access: {
    run: ({ req }) => isAdminUser(req.user),
    queue: ({ req }) => isAdminUser(req.user),
    cancel: ({ req }) => isAdminUser(req.user),
  },
  deleteJobOnComplete: true,
}
