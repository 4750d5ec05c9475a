/**
 * The agency's name (the same in every language) and the contact lines shown where Contact Info is
 * empty (docs/product.md#layout-header-and-footer). The public site's words are in its catalogues
 * (src/lib/i18n).
 */
export const BRAND = {
  name: 'Himalayan Beats',
  // What the footer and contact page show where Contact Info leaves a field empty (src/features/contact/details.ts).
  email: 'info@himalayanbeats.example',
  phone: '+977 1 4000 000',
  city: 'Kathmandu, Nepal',
  address: 'Durbar Marg, Kathmandu, Nepal',
} as const

/** The agency's icon: src/app/icon.svg, which Next.js serves at this path (favicon, /cms logo). */
export const BRAND_ICON = '/icon.svg'

/** The public site's pages in its navigation (the header and the footer); each label is the catalogue's `nav` text of its key. */
export const PUBLIC_NAV = [
  { href: '/', key: 'home' },
  { href: '/artists', key: 'artists' },
  { href: '/tour', key: 'tour' },
  { href: '/events', key: 'events' },
  { href: '/sponsorship', key: 'sponsorship' },
  { href: '/contact', key: 'contact' },
  { href: '/gallery', key: 'gallery' },
  { href: '/alerts', key: 'alerts' },
] as const

/** Every public page a visitor can navigate to: the header's, which the footer lists too. */
export const PUBLIC_PAGES = PUBLIC_NAV

/**
 * The public pages besides the home page and the artist's, by their path's one segment: the
 * language alternates, the sitemap and next.config.ts's rewrites take them from here.
 */
export const PUBLIC_PAGE_NAMES: readonly string[] = PUBLIC_PAGES.flatMap(({ href }) => (href === '/' ? [] : [href.slice(1)]))
