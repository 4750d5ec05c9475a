import { describe, expect, it } from 'vitest'

import { pageDocumentsFor } from '@/lib/page-documents'

describe('the document that stands in for a page', () => {
  it("is the artist page's own words for an artist's address with an id, the site's not-found page otherwise", () => {
    for (const url of ['/artist/ghost?id=999999', '/artist?id=7', '/public/artist/999999', '/public/artist?id=abc']) {
      expect(pageDocumentsFor(url), url).toEqual({ notFound: 'artist-not-found', unavailable: 'artist-not-found' })
    }
    for (const url of ['/artist', '/public/artist', '/artist/no-id', '/artistry', '/no-such-page']) {
      expect(pageDocumentsFor(url).notFound, url).toBe('not-found')
    }
  })

  it("is the artists list's own error words when the list cannot be shown, the general one elsewhere", () => {
    expect(pageDocumentsFor('/artists')).toEqual({ notFound: 'not-found', unavailable: 'artists-unavailable' })
    expect(pageDocumentsFor('/public/artists/page/2')).toEqual({ notFound: 'not-found', unavailable: 'artists-unavailable' })
    expect(pageDocumentsFor('/tour')).toEqual({ notFound: 'not-found', unavailable: 'unavailable' })
  })
})
