import { ACTIVITY_KEPT_DAYS } from '@/features/activity/entries'
import { pruneActivity } from '@/features/activity/log'
import { dailyPruneTask } from '@/server/jobs/task'

/** The activity log's retention (src/features/activity/log.ts): every day at 03:00 UTC the entries older than a year go. */
export const pruneActivityTask = dailyPruneTask(
  'prune-activity',
  '03:00',
  pruneActivity,
  (gone) => `Activity log: ${gone} entries older than ${ACTIVITY_KEPT_DAYS} days deleted`,
)
