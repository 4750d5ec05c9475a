import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession } from '../setup/api'
import { startTestServer } from '../setup/test-server'
import { databaseUrl, mediaDir } from '../setup/worker'

/**
 * Calendar feeds (docs/product.md#calendar-feeds): /events.ics (the agency), ?city=,
 * /artist/{id}/events.ics, read by a real iCalendar parser (ical.js), with instants checked against
 * the venue's wall clock.
 */
let admin: ApiClient
let second: Awaited<ReturnType<typeof startTestServer>>
const DAY = 86_400_000
const ids: Record<string, number> = {}
/** How long the other instance may take to hear of a write (a database notification). */
const soon = { timeout: 3_000, interval: 20 }

/** A day counted from today, as yyyy-MM-dd (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

async function feed(path: string, origin = baseUrl, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers })
  const text = await response.text()
  return { response, text, calendar: response.status === 200 ? new ICAL.Component(ICAL.parse(text)) : null }
}

const eventsOf = (calendar: ICAL.Component) => calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
const idOf = (event: ICAL.Event) => Number(/^event-(\d+)@/.exec(event.uid)![1])

beforeAll(async () => {
  ;({ admin } = await freshSession())
  second = await startTestServer({ port: Number(new URL(baseUrl).port) + 4, databaseUrl, mediaDir })
  ids.singer = (await admin.post('/api/artists', { name: 'Feed Singer', bio: 'Sings.' })).body.id
  ids.archived = (await admin.post('/api/artists', { name: 'Feed Archived', bio: 'Gone.', status: 'archived' })).body.id
  const create = async (key: string, body: Record<string, unknown>) => {
    const answer = await admin.post('/api/events', { venue: 'Hall', ...body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    ids[key] = answer.body.id
  }
  // 19:00 in Kathmandu (UTC+5:45) and 19:30 in Toronto in winter (UTC-5), both a few days out.
  await create('kathmandu', {
    title: 'Feed Kathmandu Night',
    date: `${day(5)}T19:00:00+05:45`,
    timezone: 'Asia/Kathmandu',
    location: 'Kathmandu, Nepal',
    artists: [ids.singer],
  })
  await create('toronto', {
    title: 'Feed Toronto Night',
    date: `${day(6)}T19:30:00-05:00`,
    timezone: 'America/Toronto',
    location: 'Toronto, Canada',
    description: 'Doors at 6, show at 7:30.',
  })
  await create('recent', {
    title: 'Feed Recent Past',
    date: `${day(-10)}T18:00:00+05:45`,
    timezone: 'Asia/Kathmandu',
    location: 'Pokhara, Nepal',
    status: 'past',
    artists: [ids.singer],
  })
  await create('old', { title: 'Feed Long Ago', date: `${day(-40)}T18:00:00+05:45`, timezone: 'Asia/Kathmandu', location: 'Pokhara, Nepal', status: 'past' })
}, 120_000)

afterAll(async () => {
  await second?.stop()
})

describe('the calendar feeds', () => {
  it("/events.ics holds what is to come and the last 30 days, at each venue's exact time, named and refreshed hourly", async () => {
    const { response, calendar } = await feed('/events.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats events')
    expect(String(calendar!.getFirstPropertyValue('refresh-interval'))).toBe('PT1H')
    expect(calendar!.getFirstPropertyValue('x-published-ttl')).toBe('PT1H')
    const events = eventsOf(calendar!)
    const found = new Set(events.map(idOf))
    for (const key of ['kathmandu', 'toronto', 'recent']) expect(found, key).toContain(ids[key])
    expect(found).not.toContain(ids.old)

    const kathmandu = events.find((event) => idOf(event) === ids.kathmandu)!
    // The instant is exact: 19:00 at the venue is 13:15 UTC, and reads 19:00 in Kathmandu's zone.
    expect(kathmandu.startDate.toJSDate().toISOString()).toBe(`${day(5)}T13:15:00.000Z`)
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', minute: '2-digit' }).format(kathmandu.startDate.toJSDate())).toBe(
      '19:00',
    )
    expect(kathmandu.summary).toBe('Feed Kathmandu Night')
    expect(kathmandu.location).toBe('Hall, Kathmandu, Nepal')
    expect(kathmandu.component.getFirstPropertyValue('url')).toMatch(new RegExp(`/events/${ids.kathmandu}$`))
    const toronto = events.find((event) => idOf(event) === ids.toronto)!
    expect(toronto.startDate.toJSDate().toISOString()).toBe(new Date(`${day(6)}T19:30:00-05:00`).toISOString())
    expect(toronto.description).toBe('Doors at 6, show at 7:30.')
  })

  it('?city= holds the events of one city, whatever the case; an empty city is refused', async () => {
    for (const city of ['toronto', 'TORONTO', ' Toronto ']) {
      const { calendar } = await feed(`/events.ics?city=${encodeURIComponent(city)}`)
      expect(eventsOf(calendar!).map(idOf), city).toEqual([ids.toronto])
      expect(calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats: events in Toronto')
    }
    const none = await feed('/events.ics?city=Montreal')
    expect(none.response.status).toBe(200)
    expect(eventsOf(none.calendar!)).toEqual([])
    expect((await feed('/events.ics?city=')).response.status).toBe(400)
  })

  it("/artist/{id}/events.ics holds the artist's shows; an unknown or hidden artist is not found", async () => {
    const { response, calendar } = await feed(`/artist/${ids.singer}/events.ics`)
    expect(response.status).toBe(200)
    expect(calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats: Feed Singer')
    expect(eventsOf(calendar!).map(idOf)).toEqual([ids.recent, ids.kathmandu])
    expect((await feed(`/artist/${ids.archived}/events.ics`)).response.status).toBe(404)
    expect((await feed('/artist/2147483647/events.ics')).response.status).toBe(404)
  })

  it('?locale=ne: the Nepali texts, names and links, English where no Nepali was entered; another language is refused', async () => {
    const nepali = await admin.patch(`/api/events/${ids.kathmandu}?locale=ne`, { title: 'काठमाडौँको फिड साँझ', description: 'ढोका ६ बजे खुल्छ।' })
    expect(nepali.status, JSON.stringify(nepali.body)).toBe(200)

    const { response, calendar } = await feed('/events.ics?locale=ne')
    expect(response.status).toBe(200)
    expect(calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats का कार्यक्रम')
    const events = eventsOf(calendar!)
    const kathmandu = events.find((event) => idOf(event) === ids.kathmandu)!
    expect(kathmandu.summary).toBe('काठमाडौँको फिड साँझ')
    expect(kathmandu.description).toBe('ढोका ६ बजे खुल्छ।')
    expect(kathmandu.component.getFirstPropertyValue('url')).toMatch(new RegExp(`/ne/events/${ids.kathmandu}$`))
    // The same event, the same UID and instant: a calendar holding both feeds shows it once.
    const english = eventsOf((await feed('/events.ics')).calendar!).find((event) => idOf(event) === ids.kathmandu)!
    expect(english.summary).toBe('Feed Kathmandu Night')
    expect(kathmandu.uid).toBe(english.uid)
    expect(kathmandu.startDate.toJSDate().toISOString()).toBe(english.startDate.toJSDate().toISOString())
    expect(events.find((event) => idOf(event) === ids.recent)!.summary).toBe('Feed Recent Past')

    expect((await feed('/events.ics?city=kathmandu&locale=ne')).calendar!.getFirstPropertyValue('x-wr-calname')).toBe(
      'Himalayan Beats: Kathmandu मा हुने कार्यक्रम',
    )
    const artist = await feed(`/artist/${ids.singer}/events.ics?locale=ne`)
    expect(artist.calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats: Feed Singer का कार्यक्रम')
    expect(eventsOf(artist.calendar!).map((event) => event.summary)).toEqual(['Feed Recent Past', 'काठमाडौँको फिड साँझ'])

    const file = await feed(`/events/${ids.kathmandu}/calendar.ics?locale=ne`)
    expect(eventsOf(file.calendar!)[0].summary).toBe('काठमाडौँको फिड साँझ')
    expect(file.response.headers.get('content-disposition')).toBe(`attachment; filename="event-${ids.kathmandu}.ics"`)
    expect((await feed(`/events/${ids.kathmandu}/calendar.ics`)).response.headers.get('content-disposition')).toBe(
      'attachment; filename="feed-kathmandu-night.ics"',
    )

    // Given twice, the last counts, as on /api.
    expect((await feed('/events.ics?locale=fr&locale=ne')).calendar!.getFirstPropertyValue('x-wr-calname')).toBe('Himalayan Beats का कार्यक्रम')
    for (const path of ['/events.ics?locale=ne&locale=fr', `/artist/${ids.singer}/events.ics?locale=`, `/events/${ids.kathmandu}/calendar.ics?locale=NE`]) {
      const refused = await feed(path)
      expect(refused.response.status, path).toBe(400)
      expect(refused.text).toBe('locale must be en or ne (English is the default)')
    }
  })

  it('answers 304 to an app that has the feed; an edit keeps the UID, raises the SEQUENCE and shows on the other instance at once', async () => {
    const first = await feed('/events.ics?city=toronto')
    const etag = first.response.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    expect((await feed('/events.ics?city=toronto', baseUrl, { 'If-None-Match': etag })).response.status).toBe(304)
    const before = eventsOf(first.calendar!)[0]
    // Warm the other instance's caches first, so that freshness is what is tested.
    expect(eventsOf((await feed('/events.ics?city=toronto', second.baseUrl)).calendar!)[0].summary).toBe('Feed Toronto Night')

    // An edit a second or more after the event was written (the SEQUENCE counts seconds).
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await admin.patch(`/api/events/${ids.toronto}`, { title: 'Feed Toronto Night, Moved Up' })).status).toBe(200)
    // The other instance hears of a write as a notification a moment after it commits
    // (docs/architecture.md, Freshness across instances): it answers the change as soon as that arrives.
    await expect.poll(async () => (await feed('/events.ics?city=toronto', second.baseUrl, { 'If-None-Match': etag })).response.status, soon).toBe(200)
    const elsewhere = await feed('/events.ics?city=toronto', second.baseUrl, { 'If-None-Match': etag })
    const after = eventsOf(elsewhere.calendar!)[0]
    expect(after.summary).toBe('Feed Toronto Night, Moved Up')
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(elsewhere.response.headers.get('etag')).not.toBe(etag)

    expect((await admin.delete(`/api/events/${ids.toronto}`)).status).toBe(204)
    await expect.poll(async () => eventsOf((await feed('/events.ics?city=toronto', second.baseUrl)).calendar!), soon).toEqual([])
  })

  it('leaves out what visitors cannot see: a draft event is not in any feed', async () => {
    const draft = await admin.post('/api/events?draft=true', {
      title: 'Feed Secret Draft',
      date: `${day(8)}T19:00:00+05:45`,
      venue: 'Hall',
      location: 'Kathmandu, Nepal',
    })
    expect(draft.status).toBe(201)
    const { text } = await feed('/events.ics')
    expect(text).not.toContain('Feed Secret Draft')
    expect(((await anonymous.get('/api/events')).body as { title: string }[]).some((event) => event.title === 'Feed Secret Draft')).toBe(false)
  })
})
