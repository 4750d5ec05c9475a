import { GalleryScreen } from '@/admin-screens/gallery-screen'

export const metadata = { title: 'Gallery' }

export default function AdminGalleryPage() {
  return <GalleryScreen />
}
