import { Mail, MessageSquare } from 'lucide-react'

import { contactRoutes, sendContactMessage } from '@/features/contact/routes'
import type { FeatureHttp } from '@/features/feature-http'

/** The contact form's own calls and create, the Messages and Contact Info screens. */
export const contactHttp: FeatureHttp = {
  routes: contactRoutes,
  creates: { 'contact-messages': sendContactMessage },
  nav: [
    { href: '/admin/messages', label: 'Messages', icon: MessageSquare, group: 'Management', rank: 100, badge: 'unread' },
    { href: '/admin/contact', label: 'Contact Info', title: 'Contact Information', icon: Mail, group: 'Settings', rank: 10 },
  ],
}
