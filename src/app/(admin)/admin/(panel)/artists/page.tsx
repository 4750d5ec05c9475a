import { ArtistsScreen } from '@/admin-screens/artists-screen'

export const metadata = { title: 'Artists' }

export default function AdminArtistsPage() {
  return <ArtistsScreen />
}
