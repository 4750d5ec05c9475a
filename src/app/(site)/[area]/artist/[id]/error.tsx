'use client'

import { useStatusText } from '@/components/site/site-text.client'
import { ArtistNotFound } from '@/components/site/status-pages'

/**
 * The artist could not be read (docs/product.md#artist-page: the same words as an unknown id). A
 * failed render is never cached; while the database is away the page answers 503.
 */
export default function ArtistError() {
  return <ArtistNotFound text={useStatusText()} />
}
