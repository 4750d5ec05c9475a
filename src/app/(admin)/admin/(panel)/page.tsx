import { DashboardScreen } from '@/admin-screens/dashboard-screen'

export const metadata = { title: 'Dashboard' }

export default function AdminDashboardPage() {
  return <DashboardScreen />
}
