import { createElement } from 'react'

import type { NavItem } from '@/features/feature-http'
import { featuresHttp } from '@/features/http'

import { CONTENT_NAV, type NavGroup } from './nav'

const GROUPS: NavItem['group'][] = ['Management', 'Settings']

/**
 * The sidebar's groups: the content's screens and the features', each group by rank. Built on the
 * server, where the features' declarations live; the shell gets them with their icons drawn.
 */
export function navGroups(): NavGroup[] {
  const items = [...CONTENT_NAV, ...featuresHttp.flatMap((feature) => feature.nav ?? [])]
  return GROUPS.map((label) => ({
    label,
    items: items
      .filter((item) => item.group === label)
      .sort((a, b) => a.rank - b.rank)
      .map(({ href, label: text, title, icon, adminOnly, badge }) => ({
        href,
        label: text,
        title: title ?? text,
        icon: createElement(icon, { className: 'h-4 w-4', 'aria-hidden': true }),
        ...(adminOnly && { adminOnly }),
        ...(badge && { badge }),
      })),
  }))
}
