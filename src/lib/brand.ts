/** The agency's name and fixed texts used across the public site (SPEC §2 layout). */
export const BRAND = {
  name: 'Himalayan Beats',
  tagline: 'Entertainment & Events',
  blurb:
    'We create unforgettable entertainment experiences across Nepal and Canada: concerts, tours and cultural events that bring artists and audiences together.',
  heroSubtitle: 'We create unforgettable entertainment experiences across Nepal',
  // What the footer and contact page show where Contact Info leaves a field empty (src/lib/contact-details.ts).
  email: 'info@himalayanbeats.example',
  phone: '+977 1 4000 000',
  city: 'Kathmandu, Nepal',
  address: 'Durbar Marg, Kathmandu, Nepal',
} as const

/** The agency's icon: src/app/icon.svg, which Next.js serves at this path (favicon, /cms logo). */
export const BRAND_ICON = '/icon.svg'

export const PUBLIC_NAV = [
  { href: '/', label: 'HOME' },
  { href: '/artists', label: 'ARTISTS' },
  { href: '/tour', label: 'TOUR' },
  { href: '/events', label: 'EVENTS' },
  { href: '/sponsorship', label: 'SPONSORSHIP' },
  { href: '/contact', label: 'CONTACT' },
] as const
