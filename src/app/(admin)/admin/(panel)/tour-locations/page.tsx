import { TourLocationsScreen } from '@/admin-screens/content-configs'

export const metadata = { title: 'Tour Locations' }

export default function Page() {
  return <TourLocationsScreen />
}
