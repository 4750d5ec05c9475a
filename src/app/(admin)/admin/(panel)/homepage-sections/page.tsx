import { HomepageSectionsScreen } from '@/admin-screens/content-configs'

export const metadata = { title: 'Homepage Sections' }

export default function Page() {
  return <HomepageSectionsScreen />
}
