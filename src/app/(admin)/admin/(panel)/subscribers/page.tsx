import { currentUser } from '@/features/accounts/session'
import { SubscribersScreen } from '@/features/alerts/admin/subscribers-screen'

export const metadata = { title: 'Subscribers' }

/** All staff see the counts; the addresses are shown to admins only (the API refuses editors them too). */
export default async function AdminSubscribersPage() {
  const user = await currentUser()
  return <SubscribersScreen isAdmin={user?.role === 'admin'} />
}
