import { MessagesScreen } from '@/admin-screens/messages-screen'
import { currentUser } from '@/server/session'

export const metadata = { title: 'Messages' }

export default async function AdminMessagesPage() {
  const user = await currentUser()
  return <MessagesScreen isAdmin={user?.role === 'admin'} />
}
