import { describe, expect, it } from 'vitest'

import { pageDocumentsFor } from '@/lib/page-documents'

describe('the document that stands in for a page', () => {
  it("is the artist page's own words for an artist's address with an id, the site's not-found page otherwise", () => {
    for (const url of ['/artist/ghost?id=999999', '/artist?id=7', '/public/artist/999999', '/public/artist?id=abc']) {
      expect(pageDocumentsFor(url), url).toEqual({ locale: 'en', notFound: 'artist-not-found', unavailable: 'artist-not-found' })
    }
    for (const url of ['/artist', '/public/artist', '/artist/no-id', '/artistry', '/no-such-page']) {
      expect(pageDocumentsFor(url).notFound, url).toBe('not-found')
    }
  })

  it("is the artists list's own error words when the list cannot be shown, the general one elsewhere", () => {
    expect(pageDocumentsFor('/artists')).toEqual({ locale: 'en', notFound: 'not-found', unavailable: 'artists-unavailable' })
    expect(pageDocumentsFor('/public/artists/page/2')).toEqual({ locale: 'en', notFound: 'not-found', unavailable: 'artists-unavailable' })
    expect(pageDocumentsFor('/tour')).toEqual({ locale: 'en', notFound: 'not-found', unavailable: 'unavailable' })
  })

  it('is in Nepali for the pages under /ne, in English for every other address', () => {
    expect(pageDocumentsFor('/ne/artist/999999')).toEqual({ locale: 'ne', notFound: 'artist-not-found', unavailable: 'artist-not-found' })
    expect(pageDocumentsFor('/ne/artists?genre=x')).toEqual({ locale: 'ne', notFound: 'not-found', unavailable: 'artists-unavailable' })
    expect(pageDocumentsFor('/ne')).toEqual({ locale: 'ne', notFound: 'not-found', unavailable: 'unavailable' })
    expect(pageDocumentsFor('/ne/no-such-page').locale).toBe('ne')
    for (const url of ['/nepal', '/news', '/public/ne', '/']) expect(pageDocumentsFor(url).locale, url).toBe('en')
  })
})
