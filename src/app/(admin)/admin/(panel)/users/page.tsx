import { notFound } from 'next/navigation'

import { UsersScreen } from '@/admin-screens/users-screen'
import { currentUser } from '@/server/session'

export const metadata = { title: 'Users' }

/** Admins only: an editor gets the not-found page, as for any screen they cannot use. */
export default async function AdminUsersPage() {
  const user = await currentUser()
  if (user?.role !== 'admin') notFound()
  return <UsersScreen currentUserId={user.id} />
}
