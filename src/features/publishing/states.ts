import { localizedHref } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'
import { artistPath } from '@/lib/slug'

/**
 * The content editors prepare before visitors see it
 * (docs/product.md#drafts-and-scheduled-publishing): these resources keep versions with drafts
 * (src/features/publishing/hooks.ts); their back-office lists show where each record stands.
 */
export const DRAFT_COLLECTIONS = [
  'artists',
  'events',
  'tour-locations',
  'sponsorships',
  'galleries',
  'hero-sections',
  'homepage-sections',
  'premium-accommodations',
] as const
export type DraftCollection = (typeof DRAFT_COLLECTIONS)[number]

export const hasDrafts = (slug: string): slug is DraftCollection => (DRAFT_COLLECTIONS as readonly string[]).includes(slug)

/**
 * Where a record stands, as staff see it beside its latest draft (`_state` in `?draft=true`
 * answers): never published or taken down (`draft`), published as it reads (`published`), or
 * published with a newer draft not yet published (`changed`).
 */
export const PUBLICATION_STATES = ['draft', 'published', 'changed'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

/** What staff read of a record with drafts (`?draft=true`): where it stands, and what is scheduled for it. */
export type WithPublication = {
  _status?: 'draft' | 'published' | null
  _state?: PublicationState
  _schedule?: { id: number; action: 'publish' | 'unpublish'; at: string }[]
}

/** The words of each state in the back office. */
export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changed since publishing',
}

/**
 * The request context under which a visitor's read shows the latest drafts: set by the server
 * alone, for a signed-in staff member's preview (src/features/publishing/preview.ts).
 */
export const PREVIEW_CONTEXT = 'previewDrafts'

/** An origin no request has: a target resolved against it that keeps it is a path of this site. */
const OWN_ORIGIN = 'http://this-site.invalid'
const BACK_OFFICE = /^\/(?:admin|cms|api|cms-api)(?:\/|$)/i

/**
 * A public page to preview, or to return to: a path of this site outside the back office, else the
 * home page. The path is resolved against the site's own origin as a browser would resolve it, and
 * refused if it would lead anywhere else (`//elsewhere`, `/\elsewhere`, `/<TAB>/elsewhere`, which
 * browsers read as `//elsewhere`), holds a space, a control character or a backslash, or resolves to the
 * back office (`/x/../admin`). What is kept is written back percent-encoded, so any character
 * makes a valid Location.
 */
export function previewTarget(path: string | null): string {
  if (!path?.startsWith('/') || /[\u0000-\u0020\u007f\\]/.test(path)) return '/'
  let url: URL
  try {
    url = new URL(path, OWN_ORIGIN)
  } catch {
    return '/'
  }
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return '/'
  }
  if (BACK_OFFICE.test(url.pathname) || BACK_OFFICE.test(decoded)) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The public page that shows a record of `slug` in a language (what Preview opens): the record's
 * own page (an artist's, an event's, a gallery's), or, for a record shown only in a list, the page
 * of that list scrolled to it (its element's id, `publicAnchorOf`). Null where no page shows it.
 */
export function publicPageOf(slug: string, record: { id: number } & Record<string, unknown>, locale: Locale = 'en'): string | null {
  const page = englishPageOf(slug, record)
  if (page === null) return null
  const [path, hash = ''] = page.split('#', 2)
  return `${localizedHref(path, locale)}${hash ? `#${hash}` : ''}`
}

/** What a form's Preview opens (src/features/publishing/preview.ts): the record's page in a language, in preview; undefined where no page shows it. */
export function previewLinkOf(slug: string, record: { id: number } & Record<string, unknown>, locale: Locale = 'en'): string | undefined {
  const page = publicPageOf(slug, record, locale)
  return page ? `/admin/preview?path=${encodeURIComponent(page)}` : undefined
}

/** The id of the element that shows a record of a list on its page (a package on /sponsorship, a card on the home page). */
export const publicAnchorOf = (slug: 'tour-locations' | 'sponsorships' | 'premium-accommodations', id: number) =>
  `${{ 'tour-locations': 'tour-stop', sponsorships: 'package', 'premium-accommodations': 'accommodation' }[slug]}-${id}`

function englishPageOf(slug: string, record: { id: number } & Record<string, unknown>): string | null {
  switch (slug) {
    case 'artists':
      return artistPath({ id: record.id, name: String(record.name ?? '') })
    case 'events':
      return `/events/${record.id}`
    case 'galleries':
      return `/gallery/${record.id}`
    case 'tour-locations':
    case 'premium-accommodations':
      return `/#${publicAnchorOf(slug, record.id)}`
    case 'sponsorships':
      return `/sponsorship#${publicAnchorOf(slug, record.id)}`
    case 'homepage-sections':
      return `/#section-${record.id}`
    case 'hero-sections':
      return '/'
    default:
      return null
  }
}
