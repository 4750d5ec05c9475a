import { BedDouble, CalendarDays, Handshake, Image as ImageIcon, LayoutDashboard, MapPin, Mic2, PanelsTopLeft, Settings, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'

import type { NavItem } from '@/features/feature-http'

/**
 * The sidebar's screens of the content (docs/product.md#admin-layout); the features add theirs
 * (their index.ts), and src/admin-screens/shell/nav-groups.ts puts them together.
 */
export const CONTENT_NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: LayoutDashboard, group: 'Management', rank: 10 },
  { href: '/admin/artists', label: 'Artists', title: 'Artists Management', icon: Mic2, group: 'Management', rank: 20 },
  { href: '/admin/events', label: 'Events/Tours', title: 'Events/Tours Management', icon: CalendarDays, group: 'Management', rank: 30 },
  { href: '/admin/gallery', label: 'Gallery', title: 'Gallery Management', icon: ImageIcon, group: 'Management', rank: 40 },
  { href: '/admin/sponsorship', label: 'Sponsorship', title: 'Sponsorship Management', icon: Handshake, group: 'Management', rank: 50 },
  { href: '/admin/hero-sections', label: 'Hero Sections', icon: Sparkles, group: 'Management', rank: 60 },
  { href: '/admin/homepage-sections', label: 'Homepage Sections', icon: PanelsTopLeft, group: 'Management', rank: 70 },
  { href: '/admin/tour-locations', label: 'Tour Locations', icon: MapPin, group: 'Management', rank: 80 },
  { href: '/admin/accommodations', label: 'Accommodations', title: 'Premium Accommodations', icon: BedDouble, group: 'Management', rank: 90 },
  { href: '/admin/settings', label: 'Site Settings', icon: Settings, group: 'Settings', rank: 20 },
]

/** A sidebar entry as the shell shows it: its icon drawn, its title settled. */
export type ShownNavItem = Pick<NavItem, 'href' | 'label' | 'adminOnly' | 'badge'> & { title: string; icon: ReactNode }
export type NavGroup = { label: NavItem['group']; items: ShownNavItem[] }

export function isActiveRoute(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`)
}

/** The top bar's title of a page: its sidebar entry's (the dashboard's for any other page). */
export function pageTitle(groups: NavGroup[], pathname: string): string {
  return groups.flatMap((group) => group.items).find((item) => item.href === pathname)?.title ?? 'Dashboard'
}

/** Two-letter initials for the user badge: "Sita Sharma" -> "SS", "admin" -> "AD". */
export function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}
