'use client'

import { useStatusText } from '@/components/site/site-text.client'
import { ArtistNotFound } from '@/components/site/status-pages'

/** An unknown artist id (docs/product.md#artist-page), answered with status 404. */
export default function UnknownArtist() {
  return <ArtistNotFound text={useStatusText()} />
}
