import { globalWithActivityLog, withActivityLog } from '@/features/activity/hooks'
import { addActivityTable } from '@/features/activity/table'
import { pruneActivityTask } from '@/features/activity/tasks'
import type { Feature } from '@/features/feature'

/** The activity log (docs/architecture.md#features): who changed what, by which door, kept a year. */
export const activity: Feature = {
  name: 'activity',
  // After the site's checks: what they refuse never happened.
  wrapCollection: { after: withActivityLog },
  wrapGlobal: globalWithActivityLog,
  tables: { before: addActivityTable },
  tasks: [pruneActivityTask],
}
