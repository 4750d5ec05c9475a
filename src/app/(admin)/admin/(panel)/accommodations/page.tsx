import { AccommodationsScreen } from '@/admin-screens/content-configs'

export const metadata = { title: 'Accommodations' }

export default function Page() {
  return <AccommodationsScreen />
}
