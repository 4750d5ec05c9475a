import { BellRing } from 'lucide-react'

import { linkPageRoutes } from '@/features/alerts/link-pages'
import { alertRoutes } from '@/features/alerts/routes'
import { subscriberRoutes } from '@/features/alerts/subscriber-routes'
import type { FeatureHttp } from '@/features/feature-http'

/** Signing up, confirming and managing alerts (and the pages of the mails' links); the staff's Subscribers screen and its calls. */
export const alertsHttp: FeatureHttp = {
  routes: [...alertRoutes, ...linkPageRoutes, ...subscriberRoutes],
  nav: [{ href: '/admin/subscribers', label: 'Subscribers', icon: BellRing, group: 'Management', rank: 110 }],
}
