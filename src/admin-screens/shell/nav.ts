import {
  BedDouble,
  BellRing,
  CalendarDays,
  Handshake,
  History,
  Image as ImageIcon,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MapPin,
  MessageSquare,
  Mic2,
  PanelsTopLeft,
  Settings,
  Sparkles,
  Users,
} from 'lucide-react'

export type NavItem = { href: string; label: string; icon: LucideIcon; adminOnly?: boolean; badge?: 'unread' }

/** Sidebar groups (docs/product.md#admin-layout), screens for the home page's content among them. */
export const NAV_GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: 'Management',
    items: [
      { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
      { href: '/admin/artists', label: 'Artists', icon: Mic2 },
      { href: '/admin/events', label: 'Events/Tours', icon: CalendarDays },
      { href: '/admin/gallery', label: 'Gallery', icon: ImageIcon },
      { href: '/admin/sponsorship', label: 'Sponsorship', icon: Handshake },
      { href: '/admin/hero-sections', label: 'Hero Sections', icon: Sparkles },
      { href: '/admin/homepage-sections', label: 'Homepage Sections', icon: PanelsTopLeft },
      { href: '/admin/tour-locations', label: 'Tour Locations', icon: MapPin },
      { href: '/admin/accommodations', label: 'Accommodations', icon: BedDouble },
      { href: '/admin/messages', label: 'Messages', icon: MessageSquare, badge: 'unread' },
      { href: '/admin/subscribers', label: 'Subscribers', icon: BellRing },
    ],
  },
  {
    label: 'Settings',
    items: [
      { href: '/admin/contact', label: 'Contact Info', icon: Mail },
      { href: '/admin/settings', label: 'Site Settings', icon: Settings },
      { href: '/admin/users', label: 'Users', icon: Users, adminOnly: true },
      { href: '/admin/activity', label: 'Activity', icon: History, adminOnly: true },
    ],
  },
]

export function isActiveRoute(pathname: string, href: string): boolean {
  return href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`)
}

/** Two-letter initials for the user badge: "Sita Sharma" -> "SS", "admin" -> "AD". */
export function initials(name: string): string {
  const words = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean)
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}
