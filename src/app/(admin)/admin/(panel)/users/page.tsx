import { NotAllowed } from '@/admin-screens/shell/not-allowed'
import { UsersScreen } from '@/features/accounts/admin/users-screen'
import { currentUser } from '@/features/accounts/session'

export const metadata = { title: 'Users' }

/** Admins only: an editor gets the back office's "not allowed" page (the API refuses them too). */
export default async function AdminUsersPage() {
  const user = await currentUser()
  if (user?.role !== 'admin') return <NotAllowed screen="Users" />
  return <UsersScreen currentUserId={user.id} />
}
