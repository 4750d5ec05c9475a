import { describe, expect, it } from 'vitest'

import { alternatePath, localizedHref } from '@/lib/i18n/alternates'
import { localeOfArea } from '@/lib/i18n/locales'

describe("a page's address in each language", () => {
  it("is the same page under /ne in Nepali, and at the spec's path in English", () => {
    const pairs: [string, string][] = [
      ['/', '/ne'],
      ['/artists', '/ne/artists'],
      ['/artists?genre=folk', '/ne/artists?genre=folk'],
      ['/events?type=concert&page=2', '/ne/events?type=concert&page=2'],
      ['/events?type=past', '/ne/events?type=past'],
      ['/tour?page=3', '/ne/tour?page=3'],
      ['/sponsorship', '/ne/sponsorship'],
      ['/contact', '/ne/contact'],
    ]
    for (const [english, nepali] of pairs) {
      expect(alternatePath(english, 'ne'), english).toBe(nepali)
      expect(alternatePath(nepali, 'en'), nepali).toBe(english)
      expect(alternatePath(nepali, 'ne'), nepali).toBe(nepali)
    }
  })

  it('reads the /public twins and the paths Next.js renders (a list view in path segments)', () => {
    expect(alternatePath('/public', 'ne')).toBe('/ne')
    expect(alternatePath('/public/events/concert/2', 'ne')).toBe('/ne/events?type=concert&page=2')
    expect(alternatePath('/public/events/_/3', 'en')).toBe('/events?page=3')
    expect(alternatePath('/ne/artists/folk/1', 'en')).toBe('/artists?genre=folk')
    expect(alternatePath('/public/tour/_/1', 'ne')).toBe('/ne/tour')
  })

  it('takes an artist by id: /artist/{slug}?id= in English, /ne/artist/{id} in Nepali', () => {
    expect(alternatePath('/artist/aarohi-shrestha?id=4', 'ne')).toBe('/ne/artist/4')
    expect(alternatePath('/artist/aarohi-shrestha?id=4', 'en')).toBe('/artist/aarohi-shrestha?id=4')
    expect(alternatePath('/public/artist/4', 'ne')).toBe('/ne/artist/4')
    expect(alternatePath('/public/artist?id=4', 'ne')).toBe('/ne/artist/4')
    expect(alternatePath('/ne/artist/4', 'en')).toBe('/artist?id=4')
    expect(alternatePath('/artist', 'ne')).toBeNull()
    expect(alternatePath('/ne/artist/abc', 'en')).toBeNull()
  })

  it("takes an event's page by id: /events/{id}, /ne/events/{id}, rendered as /public/event/{id}", () => {
    expect(alternatePath('/events/12', 'ne')).toBe('/ne/events/12')
    expect(alternatePath('/ne/events/12', 'en')).toBe('/events/12')
    expect(alternatePath('/public/events/12', 'en')).toBe('/events/12')
    expect(alternatePath('/public/event/12', 'ne')).toBe('/ne/events/12')
    expect(alternatePath('/ne/event/12', 'en')).toBe('/events/12')
    expect(localizedHref('/events/12', 'ne')).toBe('/ne/events/12')
    expect(alternatePath('/events/0', 'ne')).toBeNull()
    expect(alternatePath('/events/tomorrow', 'ne')).toBeNull()
    expect(alternatePath('/event/12', 'ne')).toBeNull()
  })

  it('takes the galleries: /gallery, its pages and /gallery/{id} in each language', () => {
    expect(alternatePath('/gallery', 'ne')).toBe('/ne/gallery')
    expect(alternatePath('/gallery?page=3', 'ne')).toBe('/ne/gallery?page=3')
    expect(alternatePath('/ne/gallery?page=1', 'en')).toBe('/gallery')
    // The list renders as /{area}/galleries/_/{page}: /gallery/{id} is one gallery's page.
    expect(alternatePath('/public/galleries/_/2', 'en')).toBe('/gallery?page=2')
    expect(alternatePath('/ne/galleries', 'en')).toBe('/gallery')
    expect(alternatePath('/galleries', 'en')).toBeNull()
    expect(alternatePath('/gallery/7', 'ne')).toBe('/ne/gallery/7')
    expect(alternatePath('/ne/gallery/7', 'en')).toBe('/gallery/7')
    expect(alternatePath('/public/gallery/7', 'en')).toBe('/gallery/7')
    expect(alternatePath('/gallery/seven', 'ne')).toBeNull()
    expect(alternatePath('/gallery/7/more', 'ne')).toBeNull()
  })

  it('keeps the subject a link gave the contact form, and nothing else of a query', () => {
    expect(alternatePath('/contact?subject=Tickets%3A%20Live', 'ne')).toBe('/ne/contact?subject=Tickets%3A+Live')
    expect(alternatePath('/sponsorship?utm_source=x', 'ne')).toBe('/ne/sponsorship')
  })

  it('keeps a link to a place on the page, and leaves alone a path that only looks like a list view', () => {
    expect(localizedHref('/sponsorship#packages', 'ne')).toBe('/ne/sponsorship#packages')
    expect(localizedHref('/#events', 'ne')).toBe('/ne#events')
    expect(alternatePath('/events/concert/2', 'ne')).toBeNull()
  })

  it('asks for a calendar file or feed in the language, at its one address', () => {
    expect(localizedHref('/events/5/calendar.ics', 'ne')).toBe('/events/5/calendar.ics?locale=ne')
    expect(localizedHref('/events.ics?city=Toronto', 'ne')).toBe('/events.ics?city=Toronto&locale=ne')
    expect(localizedHref('/artist/4/events.ics', 'ne')).toBe('/artist/4/events.ics?locale=ne')
    expect(localizedHref('/events.ics', 'en')).toBe('/events.ics')
    expect(alternatePath('/events.ics', 'ne')).toBeNull()
  })

  it('is none for what is not a public page', () => {
    for (const address of ['/admin', '/api/artists', '/no-such-page', '/events/extra/segments/here', '/contact/more']) {
      expect(alternatePath(address, 'ne'), address).toBeNull()
    }
  })

  it('leaves links elsewhere as they are', () => {
    expect(localizedHref('/events', 'en')).toBe('/events')
    expect(localizedHref('/events', 'ne')).toBe('/ne/events')
    for (const href of ['/admin', 'https://example.com/tickets', '//evil.example/x', 'mailto:a@b.c']) expect(localizedHref(href, 'ne'), href).toBe(href)
  })

  it('knows the languages by their route segment only', () => {
    expect(localeOfArea('public')).toBe('en')
    expect(localeOfArea('ne')).toBe('ne')
    expect(localeOfArea('en')).toBeNull()
    expect(localeOfArea('foo')).toBeNull()
  })
})
