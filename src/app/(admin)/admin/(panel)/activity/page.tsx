import { NotAllowed } from '@/admin-screens/shell/not-allowed'
import { currentUser } from '@/features/accounts/session'
import { ActivityScreen } from '@/features/activity/admin/activity-screen'

export const metadata = { title: 'Activity' }

/** Admins only: an editor gets the back office's "not allowed" page (the API refuses them too). */
export default async function AdminActivityPage() {
  const user = await currentUser()
  if (user?.role !== 'admin') return <NotAllowed screen="Activity" />
  return <ActivityScreen />
}
