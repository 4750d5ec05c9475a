import { describe, expect, it } from 'vitest'

import { previewLinkOf, previewTarget, publicAnchorOf, publicPageOf } from '@/features/publishing/states'

describe('previewTarget', () => {
  it('keeps a public page of this site, written as a valid Location', () => {
    expect(previewTarget('/artists')).toBe('/artists')
    expect(previewTarget('/artist/x?id=3')).toBe('/artist/x?id=3')
    expect(previewTarget('/ne/events?city=पोखरा')).toBe(`/ne/events?city=${encodeURIComponent('पोखरा')}`)
    expect(previewTarget('/événements')).toBe(`/${encodeURIComponent('événements')}`)
  })

  it('sends anything that leaves the site, or enters the back office, to the home page', () => {
    for (const path of [
      null,
      '',
      'artists',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      'https://evil.example/',
      '/admin',
      '/admin/users',
      '/Admin/users',
      '/x/../cms-api/users',
      '/%61dmin',
      '/api/users',
      '/cms',
      '/%E0%A4',
    ]) {
      expect(previewTarget(path), JSON.stringify(path)).toBe('/')
    }
  })
})

describe('publicPageOf', () => {
  it("opens a record's own page, in the form's language", () => {
    expect(publicPageOf('artists', { id: 4, name: 'Asha Band' })).toBe('/artist/asha-band?id=4')
    expect(publicPageOf('artists', { id: 4, name: 'Asha Band' }, 'ne')).toBe('/ne/artist/4')
    expect(publicPageOf('events', { id: 12, eventType: 'tour' })).toBe('/events/12')
    expect(publicPageOf('events', { id: 12 }, 'ne')).toBe('/ne/events/12')
    expect(publicPageOf('galleries', { id: 3 })).toBe('/gallery/3')
    expect(publicPageOf('galleries', { id: 3 }, 'ne')).toBe('/ne/gallery/3')
  })

  it('opens the page of a list at the record for one shown only in a list', () => {
    expect(publicPageOf('sponsorships', { id: 7 })).toBe(`/sponsorship#${publicAnchorOf('sponsorships', 7)}`)
    expect(publicPageOf('sponsorships', { id: 7 }, 'ne')).toBe('/ne/sponsorship#package-7')
    expect(publicPageOf('tour-locations', { id: 2 })).toBe('/#tour-stop-2')
    expect(publicPageOf('premium-accommodations', { id: 5 }, 'ne')).toBe('/ne#accommodation-5')
    expect(publicPageOf('homepage-sections', { id: 9 })).toBe('/#section-9')
    expect(publicPageOf('hero-sections', { id: 1 }, 'ne')).toBe('/ne')
    expect(publicPageOf('users', { id: 1 })).toBeNull()
  })

  it('is entered through the preview route, and every page it names is one the route accepts', () => {
    expect(previewLinkOf('events', { id: 12 }, 'ne')).toBe(`/admin/preview?path=${encodeURIComponent('/ne/events/12')}`)
    expect(previewLinkOf('users', { id: 1 })).toBeUndefined()
    for (const [slug, locale] of [
      ['sponsorships', 'ne'],
      ['events', 'en'],
      ['premium-accommodations', 'ne'],
    ] as const) {
      const page = publicPageOf(slug, { id: 8, name: 'x' }, locale)!
      expect(previewTarget(page)).toBe(page)
    }
  })
})
