import { HeroSectionsScreen } from '@/admin-screens/content-configs'

export const metadata = { title: 'Hero Sections' }

export default function Page() {
  return <HeroSectionsScreen />
}
