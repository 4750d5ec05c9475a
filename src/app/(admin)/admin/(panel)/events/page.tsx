import { EventsScreen } from '@/admin-screens/events-screen'

export const metadata = { title: 'Events/Tours' }

export default function AdminEventsPage() {
  return <EventsScreen />
}
