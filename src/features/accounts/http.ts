import { Users } from 'lucide-react'

import { accountRoutes } from '@/features/accounts/routes'
import type { FeatureHttp } from '@/features/feature-http'

/** Signing in and out, one's own account, and the admins' Users screen. */
export const accountsHttp: FeatureHttp = {
  routes: accountRoutes,
  nav: [{ href: '/admin/users', label: 'Users', icon: Users, group: 'Settings', rank: 30, adminOnly: true }],
}
