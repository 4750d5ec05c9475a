import { artistPath } from '@/lib/slug'

/**
 * The content editors prepare before visitors see it (issue 24): these resources keep versions
 * with drafts (src/hooks/drafts.ts); their back-office lists show where each record stands.
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
 * alone, for a signed-in staff member's preview (src/server/preview.ts).
 */
export const PREVIEW_CONTEXT = 'previewDrafts'

/** A public page to preview: a path of this site (not `//elsewhere`, not the back office), else the home page. */
export function previewTarget(path: string | null): string {
  if (!path || !/^\/(?![/\\])/.test(path) || /^\/(admin|cms|api|cms-api)(\/|\?|$)/.test(path)) return '/'
  return path
}

/** The public page that shows a record of `slug` (what Preview opens), or null where none does (galleries). */
export function publicPageOf(slug: string, record: { id: number } & Record<string, unknown>): string | null {
  switch (slug) {
    case 'artists':
      return artistPath({ id: record.id, name: String(record.name ?? '') })
    case 'events':
      return record.eventType === 'tour' ? '/tour' : '/events'
    case 'tour-locations':
      return '/tour'
    case 'sponsorships':
      return '/sponsorship'
    case 'hero-sections':
    case 'homepage-sections':
    case 'premium-accommodations':
      return '/'
    default:
      return null
  }
}
