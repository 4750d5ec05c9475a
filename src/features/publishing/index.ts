import type { Feature } from '@/features/feature'
import { withDrafts } from '@/features/publishing/hooks'
import { scheduledPublicationTask } from '@/features/publishing/scheduled-publication'
import { PublicationSchedules } from '@/features/publishing/schedules-collection'

/**
 * Drafts, preview, scheduled publishing and history (docs/architecture.md#features). The draft,
 * schedule and history operations are part of each collection's routes (src/server/api/collection-routes.ts).
 */
export const publishing: Feature = {
  name: 'publishing',
  collections: [PublicationSchedules],
  // Before the site's checks: a collection with drafts gets versions, which those checks then cover.
  wrapCollection: { before: withDrafts },
  tasks: [scheduledPublicationTask],
}
