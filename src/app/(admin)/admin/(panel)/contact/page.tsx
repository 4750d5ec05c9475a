import { ContactScreen } from '@/admin-screens/contact-screen'

export const metadata = { title: 'Contact Info' }

export default function AdminContactPage() {
  return <ContactScreen />
}
