import { currentUser } from '@/features/accounts/session'
import { MessagesScreen } from '@/features/contact/admin/messages-screen'

export const metadata = { title: 'Messages' }

export default async function AdminMessagesPage() {
  const user = await currentUser()
  return <MessagesScreen isAdmin={user?.role === 'admin'} />
}
