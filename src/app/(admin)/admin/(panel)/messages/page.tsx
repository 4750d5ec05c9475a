import { MessagesScreen } from '@/admin-screens/messages-screen'

export const metadata = { title: 'Messages' }

export default function AdminMessagesPage() {
  return <MessagesScreen />
}
