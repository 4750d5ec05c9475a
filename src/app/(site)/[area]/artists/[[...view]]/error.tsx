'use client'

import { useStatusText } from '@/components/site/site-text.client'
import { ArtistsUnavailable } from '@/components/site/status-pages'

/**
 * The artists could not be read (docs/product.md#artists-page). A failed render is never cached;
 * while the database is away the page answers 503 (src/server/db/outage.ts).
 */
export default function ArtistsError() {
  return <ArtistsUnavailable text={useStatusText()} />
}
