import type { TaskConfig } from 'payload'

import { ACTIVITY_KEPT_DAYS } from '@/features/activity/entries'
import { pruneActivity } from '@/features/activity/log'
import { reported, retries } from '@/server/jobs/task'

/**
 * The activity log's retention (src/features/activity/log.ts): every day at 03:00 UTC the entries older
 * than a year go. Payload queues it from the schedule (the runner asks, src/server/jobs/runner.ts);
 * a second run the same day finds nothing to delete.
 */
export const pruneActivityTask: TaskConfig<'prune-activity'> = {
  slug: 'prune-activity',
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  retries,
  handler: reported<TaskConfig<'prune-activity'>>('prune-activity', async ({ req: { payload } }) => {
    const gone = await pruneActivity(payload)
    if (gone) payload.logger.info(`Activity log: ${gone} entries older than ${ACTIVITY_KEPT_DAYS} days deleted`)
    return { output: {} }
  }),
}
