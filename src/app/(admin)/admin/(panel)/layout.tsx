import { redirect } from 'next/navigation'

import { AdminShell } from '@/admin-screens/shell/admin-shell'
import { navGroups } from '@/admin-screens/shell/nav-groups'
import { currentUser } from '@/features/accounts/session'

/** Every /admin screen needs a signed-in user; others are sent to the sign-in screen. */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser()
  if (!user) redirect('/admin/login')
  return (
    <AdminShell user={user} nav={navGroups()}>
      {children}
    </AdminShell>
  )
}
