'use client'

import ArtistNotFound from './not-found'

/**
 * The artist could not be read (SPEC §2 error state, the same words as an unknown id). A failed
 * render is never cached; while the database is away the page answers 503.
 */
export default function ArtistError() {
  return <ArtistNotFound />
}
