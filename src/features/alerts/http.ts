import { BellRing } from 'lucide-react'

import { alertRoutes } from '@/features/alerts/routes'
import { subscriberRoutes } from '@/features/alerts/subscriber-routes'
import type { FeatureHttp } from '@/features/feature-http'

/** Signing up, confirming and managing alerts; the staff's Subscribers screen and its calls. */
export const alertsHttp: FeatureHttp = {
  routes: [...alertRoutes, ...subscriberRoutes],
  nav: [{ href: '/admin/subscribers', label: 'Subscribers', icon: BellRing, group: 'Management', rank: 110 }],
}
