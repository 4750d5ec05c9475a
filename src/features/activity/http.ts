import { History } from 'lucide-react'

import { activityRoutes } from '@/features/activity/routes'
import type { FeatureHttp } from '@/features/feature-http'

/** The log's list for admins, and its screen. */
export const activityHttp: FeatureHttp = {
  routes: activityRoutes,
  nav: [{ href: '/admin/activity', label: 'Activity', icon: History, group: 'Settings', rank: 40, adminOnly: true }],
}
