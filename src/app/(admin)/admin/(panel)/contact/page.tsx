import { ContactScreen } from '@/features/contact/admin/contact-info-screen'

export const metadata = { title: 'Contact Info' }

export default function AdminContactPage() {
  return <ContactScreen />
}
