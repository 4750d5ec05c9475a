import type { LucideIcon } from 'lucide-react'
import type { CollectionSlug } from 'payload'

import type { CreateDeclaration } from '@/server/api/collection-routes'
import type { Route } from '@/server/http/define-route'

/** A screen of the back office in the sidebar (src/admin-screens/shell/nav.ts). */
export type NavItem = {
  href: `/admin${string}`
  label: string
  /** The page's title in the top bar, when it differs from the label. */
  title?: string
  icon: LucideIcon
  group: 'Management' | 'Settings'
  /** Where in its group: items are listed by rank. */
  rank: number
  adminOnly?: boolean
  badge?: 'unread'
}

/**
 * What a feature serves to requests: its /api operations, how a create of one of the resources
 * differs from the usual one, and its screens in the back office's sidebar. Declared in its
 * folder's http.ts, collected from src/features/http.ts. Apart from index.ts because requests need
 * Payload, whose config is built from index.ts.
 */
export type FeatureHttp = {
  routes?: readonly Route[]
  creates?: Partial<Record<CollectionSlug, CreateDeclaration>>
  nav?: NavItem[]
}
