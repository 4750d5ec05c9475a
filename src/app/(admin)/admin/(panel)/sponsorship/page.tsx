import { SponsorshipScreen } from '@/admin-screens/sponsorship-screen'

export const metadata = { title: 'Sponsorship' }

export default function AdminSponsorshipPage() {
  return <SponsorshipScreen />
}
