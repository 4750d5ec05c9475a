import { SettingsScreen } from '@/admin-screens/settings-screen'

export const metadata = { title: 'Site Settings' }

export default function AdminSettingsPage() {
  return <SettingsScreen />
}
