import { ContactScreen } from '@/features/contact/contact-info-screen'

export const metadata = { title: 'Contact Info' }

export default function AdminContactPage() {
  return <ContactScreen />
}
