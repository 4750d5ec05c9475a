import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  compareEventsForStaff,
  dayInZone,
  eventsFromTodayAtVenue,
  formatInZone,
  isEventOver,
  isoInZone,
  isTodayOrLaterAtVenue,
  parseTypedDay,
  TIME_WITH_ZONE,
} from '@/lib/calendar/dates'
import { toCsv } from '@/lib/csv'
import { inFacets, monthOf, placeOf, placesOf } from '@/lib/events/places'
import { LIST_FACETS, listHref, listRewrites, parseListView } from '@/lib/list-view'
import { strictRanks } from '@/server/content/ordering'

describe('strictRanks', () => {
  it('keeps the values where they already rise, and bumps ties and falls just enough to make the order strict', () => {
    expect(strictRanks([])).toEqual([])
    expect(strictRanks([1, 2, 5])).toEqual([1, 2, 5])
    expect(strictRanks([3, 3, 3])).toEqual([3, 4, 5])
    expect(strictRanks([5, 1, 7])).toEqual([5, 6, 7])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (values) => {
        const ranks = strictRanks(values)
        expect(ranks).toHaveLength(values.length)
        ranks.forEach((rank, i) => {
          expect(rank).toBeGreaterThanOrEqual(values[i])
          if (i > 0) expect(rank).toBe(Math.max(values[i], ranks[i - 1] + 1))
        })
      }),
    )
  })
})

describe('the public list views', () => {
  const filter = fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), { nil: null })
  const page = fc.integer({ min: 1, max: 999_999 })

  it('read back from their path segments every view a link can name', () => {
    expect(parseListView(undefined)).toEqual({ filter: null, page: 1 })
    fc.assert(
      fc.property(filter, page, (f, p) => {
        expect(parseListView([f ?? '_', String(p)])).toEqual({ filter: f, page: p })
      }),
    )
  })

  it('refuse segments the rewrites never make', () => {
    for (const segments of [['concert'], ['concert', '0'], ['concert', '01'], ['Concert', '1'], ['-x', '1'], ['a', '1', 'b'], ['a', '1234567'], ['_', 'x']]) {
      expect(parseListView(segments), segments.join('/')).toBeNull()
    }
  })

  it('link to the first page without a page number, and to no filter without the parameter', () => {
    expect(listHref('events', { filter: null, page: 1 })).toBe('/events')
    expect(listHref('events', { filter: 'concert', page: 2 })).toBe('/events?type=concert&page=2')
    expect(listHref('artists', { filter: 'folk', page: 1 })).toBe('/artists?genre=folk')
    expect(listHref('tour', { filter: 'ignored', page: 3 })).toBe('/tour?page=3')
    expect(listHref('gallery', { filter: null, page: 2 })).toBe('/gallery?page=2')
  })

  it("render the galleries' pages under a segment of their own, /gallery/{id} being one gallery's page", () => {
    const rewrites = listRewrites().filter((rewrite) => /gallery/.test(rewrite.source))
    const where = (source: string, paged: boolean) =>
      rewrites.find((rewrite) => rewrite.source === source && (rewrite.has !== undefined) === paged)?.destination
    expect(where('/gallery', true)).toBe('/public/galleries/_/:page')
    expect(where('/gallery', false)).toBe('/public/galleries')
    expect(where('/ne/gallery', true)).toBe('/ne/galleries/_/:page')
    expect(where('/ne/gallery', false)).toBe('/ne/galleries')
    // Next.js takes the first rewrite that matches: the page number is read before the plain list.
    for (const source of ['/gallery', '/public/gallery', '/ne/gallery']) {
      const paged = rewrites.findIndex((rewrite) => rewrite.source === source && rewrite.has)
      expect(paged).toBeLessThan(rewrites.findIndex((rewrite) => rewrite.source === source && !rewrite.has))
    }
    expect(listRewrites().filter((rewrite) => rewrite.source === '/events' && !rewrite.has)).toEqual([])
  })
})

describe('events narrowed by place and month', () => {
  it('read back from their path segments, and link with the parameters they were given', () => {
    const facets = LIST_FACETS.events
    expect(parseListView(['_', '1', 'canada', 'toronto', '2026-12'], facets)).toEqual({
      filter: null,
      page: 1,
      facets: { country: 'canada', city: 'toronto', month: '2026-12' },
    })
    expect(parseListView(['concert', '2', '_', 'niagara-falls', '_'], facets)).toEqual({ filter: 'concert', page: 2, facets: { city: 'niagara-falls' } })
    for (const segments of [
      ['_', '1', '_', '_', '_'],
      ['_', '1', 'canada', 'toronto'],
      ['_', '1', 'Canada', '_', '_'],
      ['_', '1', '_', '_', '2026-13'],
      ['_', '1', '_', '_', '26-12'],
    ]) {
      expect(parseListView(segments, facets), segments.join('/')).toBeNull()
    }
    // Lists without facets take none.
    expect(parseListView(['_', '1', 'canada', '_', '_'])).toBeNull()
    expect(listHref('events', { filter: 'concert', page: 2, facets: { month: '2026-12', city: 'toronto' } })).toBe(
      '/events?type=concert&city=toronto&month=2026-12&page=2',
    )
    expect(listHref('artists', { filter: null, page: 1, facets: { city: 'toronto' } })).toBe('/artists')
  })

  it('are rewritten from any mix of parameters to one cached view, before the rewrites that would drop them', () => {
    const rewrites = listRewrites().filter((rewrite) => rewrite.source === '/ne/events')
    const match = (query: Record<string, string>) =>
      rewrites.find(
        (rewrite) =>
          (rewrite.has ?? []).every((condition) => condition.key in query && new RegExp(`^${condition.value}$`).test(query[condition.key])) &&
          (rewrite.missing ?? []).every((condition) => !query[condition.key]),
      )?.destination
    expect(match({ city: 'toronto' })).toBe('/ne/events/_/1/_/:city/_')
    expect(match({ type: 'concert', month: '2026-12', page: '3' })).toBe('/ne/events/:filter/:page/_/_/:month')
    expect(match({ country: 'nepal', city: 'pokhara', month: '2027-01', type: 'tour' })).toBe('/ne/events/:filter/1/:country/:city/:month')
    // An empty choice of the form counts as none.
    expect(match({ country: '', city: 'toronto', month: '' })).toBe('/ne/events/_/1/_/:city/_')
    expect(match({ type: 'concert' })).toBe('/ne/events/:filter/1')
    expect(match({})).toBeUndefined()
  })

  it("know an event's city, country and month as its venue sees them", () => {
    expect(placeOf('Toronto, Ontario, Canada')).toEqual({ city: 'Toronto', country: 'Canada' })
    expect(placeOf('Pokhara')).toEqual({ city: 'Pokhara', country: '' })
    // 03:00 UTC on the 1st is still November in Vancouver.
    const event = { location: 'Vancouver, Canada', date: '2026-12-01T03:00:00Z', timezone: 'America/Vancouver' }
    expect(monthOf(event)).toBe('2026-11')
    expect(inFacets(event, { country: 'canada', city: 'vancouver', month: '2026-11' })).toBe(true)
    expect(inFacets(event, { month: '2026-12' })).toBe(false)
    expect(inFacets(event, { city: 'toronto' })).toBe(false)
    expect(
      placesOf([
        { location: 'Toronto, Canada', date: '2027-01-10T00:00:00Z', timezone: 'America/Toronto' },
        event,
        { location: 'Kathmandu, Nepal', date: '2026-12-20T12:00:00Z', timezone: 'Asia/Kathmandu' },
        { location: ' toronto ,  canada', date: '2027-01-12T00:00:00Z', timezone: 'America/Toronto' },
      ]),
    ).toEqual({
      countries: [
        {
          key: 'canada',
          name: 'Canada',
          cities: [
            { key: 'toronto', name: 'Toronto' },
            { key: 'vancouver', name: 'Vancouver' },
          ],
        },
        { key: 'nepal', name: 'Nepal', cities: [{ key: 'kathmandu', name: 'Kathmandu' }] },
      ],
      months: ['2026-11', '2026-12', '2027-01'],
    })
  })
})

describe("an event's day at its venue, counted for thousands of events at once", () => {
  const instant = fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') }).map((ms) => new Date(ms).toISOString())
  const zone = fc.constantFrom('Asia/Kathmandu', 'America/Toronto', 'America/Vancouver', 'America/St_Johns', 'Pacific/Kiritimati', 'Pacific/Pago_Pago')

  it('is the day the venue formats, across offsets and clock changes', () => {
    fc.assert(
      fc.property(instant, zone, (iso, timeZone) => {
        expect(dayInZone(iso, timeZone)).toBe(formatInZone(iso, timeZone, 'yyyy-MM-dd'))
      }),
    )
  })

  it('keeps of a list what is today or later at each venue, as one event at a time would', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    fc.assert(
      fc.property(fc.array(fc.record({ date: instant, timezone: zone }), { maxLength: 40 }), (events) => {
        expect(eventsFromTodayAtVenue(events, now)).toEqual(events.filter((event) => isTodayOrLaterAtVenue(event, now)))
      }),
    )
  })
})

describe("the back office's order of events", () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const event = (date: string, status: 'upcoming' | 'past' = 'upcoming', timezone = 'Asia/Kathmandu') => ({ date, status, timezone })

  it('puts those to come first, soonest first, then those over, latest first', () => {
    const soon = event('2026-11-30T13:00:00Z')
    const later = event('2027-02-01T13:00:00Z')
    const yesterday = event('2026-11-23T13:00:00Z')
    const longAgo = event('2025-06-01T13:00:00Z', 'past')
    const markedPast = event('2026-12-20T13:00:00Z', 'past')
    const sorted = [longAgo, later, yesterday, markedPast, soon].sort((a, b) => compareEventsForStaff(a, b, now))
    expect(sorted).toEqual([soon, later, markedPast, yesterday, longAgo])
  })

  it('counts an event as over by its day at its venue, or when staff marked it past', () => {
    // 06:00 UTC on the 24th is still the 23rd in Vancouver (over: it is the 24th there now), and the 24th in Kathmandu (today).
    expect(isEventOver(event('2026-11-24T06:00:00Z', 'upcoming', 'America/Vancouver'), now)).toBe(true)
    expect(isEventOver(event('2026-11-24T06:00:00Z', 'upcoming', 'Asia/Kathmandu'), now)).toBe(false)
    expect(isEventOver(event('2027-01-01T00:00:00Z', 'past'), now)).toBe(true)
  })

  it('always gives a strict order that ends where it starts', () => {
    const instant = fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2029-01-01') }).map((ms) => new Date(ms).toISOString())
    const anEvent = fc.record({
      date: instant,
      status: fc.constantFrom('upcoming', 'past'),
      timezone: fc.constantFrom('Asia/Kathmandu', 'America/Toronto', 'America/Vancouver'),
    })
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        const sorted = [...events].sort((a, b) => compareEventsForStaff(a, b, now))
        const over = sorted.map((e) => isEventOver(e, now))
        // Never one to come after one that is over.
        expect(over).toEqual([...over].sort((a, b) => Number(a) - Number(b)))
        for (let i = 1; i < sorted.length; i++) {
          if (over[i] !== over[i - 1]) continue
          const step = Date.parse(sorted[i].date) - Date.parse(sorted[i - 1].date)
          expect(over[i] ? step <= 0 : step >= 0).toBe(true)
        }
      }),
    )
  })
})

describe('times staff read and export', () => {
  it('name their zone, and export as ISO 8601 with the offset of the venue', () => {
    expect(formatInZone('2026-12-05T13:45:00Z', 'Asia/Kathmandu', TIME_WITH_ZONE)).toBe('7:30 PM GMT+5:45')
    expect(formatInZone('2027-07-14T23:30:00Z', 'America/Toronto', TIME_WITH_ZONE)).toBe('7:30 PM GMT-4')
    expect(isoInZone('2026-12-05T13:45:00Z', 'Asia/Kathmandu')).toBe('2026-12-05T19:30:00+05:45')
    expect(isoInZone('2027-01-15T00:30:00Z', 'America/Toronto')).toBe('2027-01-14T19:30:00-05:00')
    expect(Date.parse(isoInZone('2027-01-15T00:30:00Z', 'America/Toronto'))).toBe(Date.parse('2027-01-15T00:30:00Z'))
  })
})

describe('a typed day', () => {
  it('is read in the ways staff write it, as year-month-day', () => {
    for (const typed of ['2027-05-03', '2027-5-3', '2027/5/3', '3 May 2027', 'May 3, 2027', 'may 3 2027', ' 3  May  2027 '])
      expect(parseTypedDay(typed)).toBe('2027-05-03')
  })

  it('is refused when it is not one real day, or its year is not written in full', () => {
    for (const typed of ['2027-02-30', '31 April 2027', '2027-13-01', '27-5-3', '05/03/2027', 'soon', '']) expect(parseTypedDay(typed)).toBeNull()
  })
})

describe('a CSV export', () => {
  it('quotes every cell, ends lines with CRLF, keeps ISO times as they are and makes formulas inert', () => {
    const csv = toCsv(
      ['Title', 'Date', 'Capacity'],
      [
        ['Lakeside "Live"', '2026-12-05T19:30:00+05:45', 800],
        ['=HYPERLINK("http://evil.example")', null, undefined],
        ['@SUM(A1)', '-1', '+1'],
      ],
    )
    expect(csv.split('\r\n')).toEqual([
      '"Title","Date","Capacity"',
      '"Lakeside ""Live""","2026-12-05T19:30:00+05:45","800"',
      '"\'=HYPERLINK(""http://evil.example"")","",""',
      '"\'@SUM(A1)","\'-1","\'+1"',
    ])
  })
})
