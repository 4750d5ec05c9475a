import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession, sql } from '../../setup/api'

/**
 * The back office's lists, read one page at a time with the search, filters and order done by
 * the database (docs/api.md#staff-lists-search-filters-and-order): staff only; visitors' answers
 * stay as they were.
 */

let admin: ApiClient
let editor: ApiClient
const ids: Record<string, number> = {}

const event = (title: string, date: string, overrides: Record<string, unknown> = {}) => ({
  title,
  date,
  venue: 'Bagmati Riverside Grounds',
  location: 'Kathmandu, Nepal',
  ...overrides,
})

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  const events = [
    event('Lakeside Concert', '2031-03-01T13:00:00.000Z', { location: 'Pokhara, Nepal' }),
    event('100% Rock Night', '2031-04-01T13:00:00.000Z'),
    event('1000 Rock Night', '2031-05-01T13:00:00.000Z'),
    event('Under_score Jam', '2031-06-01T13:00:00.000Z', { venue: 'Tundikhel Open Stage' }),
    event('Old Festival', '2020-01-10T13:00:00.000Z', { status: 'past' }),
    event('Older Festival', '2019-01-10T13:00:00.000Z', { status: 'past' }),
    event('Valley Meetup', '2031-07-01T13:00:00.000Z', { eventType: 'meetup' }),
  ]
  for (const body of events) {
    const created = await admin.post('/api/events', body)
    expect(created.status).toBe(201)
    ids[body.title] = created.body.id
  }
  expect((await admin.patch(`/api/events/${ids['Lakeside Concert']}?locale=ne`, { title: 'तालको सांगीतिक साँझ' })).status).toBe(200)
  const draft = await admin.post('/api/events?draft=true', event('Secret Draft Gig', '2031-08-01T13:00:00.000Z'))
  expect(draft.status).toBe(201)
  ids['Secret Draft Gig'] = draft.body.id

  for (const [name, status] of [
    ['Ana Gurung', 'active'],
    ['Bikash Rai', 'archived'],
    ['Chandra Tamang', 'active'],
  ] as const) {
    const created = await admin.post('/api/artists', { name, bio: `${name} sings.`, genre: 'Folk', status })
    expect(created.status).toBe(201)
    ids[name] = created.body.id
  }
  expect((await admin.patch(`/api/artists/${ids['Chandra Tamang']}?locale=ne`, { genre: 'लोक गीत' })).status).toBe(200)

  for (const [eventName, eventDate] of [
    ['Spring Show', '2024-03-01T00:00:00.000Z'],
    ['Undated Jam', undefined],
    ['Summer Show', '2025-06-01T00:00:00.000Z'],
  ] as const) {
    const created = await admin.post('/api/galleries', {
      eventName,
      tags: eventName === 'Undated Jam' ? ['rooftop', '50%_off'] : [],
      ...(eventDate ? { eventDate } : {}),
    })
    expect(created.status).toBe(201)
    ids[eventName] = created.body.id
  }

  await sql(`INSERT INTO contact_messages (name, email, subject, message, read, spam, created_at, updated_at) VALUES
    ('Ann Shrestha', 'ann@example.com', 'Booking', 'We would like to book a band.', false, false, now() - interval '3 minutes', now()),
    ('Bina Karki', 'bina@example.com', 'Sponsorship', 'About your packages.', true, false, now() - interval '2 minutes', now()),
    ('Spammer', 'spam@example.com', 'Cheap pills', 'Buy now, 100% off.', false, true, now() - interval '1 minute', now())`)
})

const titles = (body: { title: string }[]) => body.map((doc) => doc.title)

describe('staff lists, one page at a time', () => {
  it('answer a page of the list with its total and the page, read from the database', async () => {
    const first = await admin.get('/api/events?limit=3&page=1')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe('8')
    expect(first.headers.get('x-page')).toBe('1')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(titles(first.body)).toEqual(['Older Festival', 'Old Festival', 'Lakeside Concert'])
    const third = await admin.get('/api/events?limit=3&page=3')
    expect(titles(third.body)).toEqual(['Valley Meetup', 'Secret Draft Gig'])
    const beyond = await admin.get('/api/events?limit=3&page=9')
    expect(beyond.body).toEqual([])
    expect(beyond.headers.get('x-total-count')).toBe('8')
  })

  it('order events as the back office does with sort=upcoming-first: still to come, soonest first, then those that are over, latest first', async () => {
    const all = await admin.get('/api/events?sort=upcoming-first&limit=100')
    expect(titles(all.body)).toEqual([
      'Lakeside Concert',
      '100% Rock Night',
      '1000 Rock Night',
      'Under_score Jam',
      'Valley Meetup',
      'Secret Draft Gig',
      'Old Festival',
      'Older Festival',
    ])
    // A page that spans both runs.
    const spanning = await admin.get('/api/events?sort=upcoming-first&limit=4&page=2')
    expect(titles(spanning.body)).toEqual(['Valley Meetup', 'Secret Draft Gig', 'Old Festival', 'Older Festival'])
    const odd = await admin.get('/api/events?sort=upcoming-first&limit=3&page=3')
    expect(titles(odd.body)).toEqual(['Old Festival', 'Older Festival'])
    expect(odd.headers.get('x-total-count')).toBe('8')
  })

  it('search titles, venues and locations in English and in Nepali, in any case', async () => {
    expect(titles((await admin.get('/api/events?search=LAKESIDE&limit=10')).body)).toEqual(['Lakeside Concert'])
    expect(titles((await admin.get('/api/events?search=सांगीतिक&limit=10')).body)).toEqual(['Lakeside Concert'])
    // Read in Nepali, the record answers with its Nepali title.
    expect(titles((await admin.get('/api/events?search=सांगीतिक&limit=10&locale=ne')).body)).toEqual(['तालको सांगीतिक साँझ'])
    expect(titles((await admin.get('/api/events?search=tundikhel&limit=10')).body)).toEqual(['Under_score Jam'])
    expect(titles((await admin.get('/api/events?search=pokhara&limit=10')).body)).toEqual(['Lakeside Concert'])
    const none = await admin.get('/api/events?search=nothing-like-this&limit=10')
    expect(none.body).toEqual([])
    expect(none.headers.get('x-total-count')).toBe('0')
  })

  it('match % and _ as themselves', async () => {
    expect(titles((await admin.get('/api/events?search=100%25&limit=10')).body)).toEqual(['100% Rock Night'])
    expect(titles((await admin.get('/api/events?search=_&limit=10')).body)).toEqual(['Under_score Jam'])
    expect(titles((await admin.get(`/api/events?search=${encodeURIComponent('\\')}&limit=10`)).body)).toEqual([])
  })

  it('filter events and artists by status, and records with drafts by publishing state', async () => {
    expect(titles((await admin.get('/api/events?status=past&limit=10')).body)).toEqual(['Older Festival', 'Old Festival'])
    const archived = await admin.get('/api/artists?status=archived&limit=10')
    expect(archived.body.map((artist: { name: string }) => artist.name)).toEqual(['Bikash Rai'])
    const drafts = await admin.get('/api/events?draft=true&state=draft&limit=10')
    expect(titles(drafts.body)).toEqual(['Secret Draft Gig'])
    expect(drafts.body[0]._state).toBe('draft')
    const published = await admin.get('/api/events?draft=true&state=published&limit=10')
    expect(published.headers.get('x-total-count')).toBe('7')
    expect(published.body.every((doc: { _state: string }) => doc._state === 'published')).toBe(true)
    // A draft of changes to a published event.
    expect((await admin.patch(`/api/events/${ids['Valley Meetup']}?draft=true`, { title: 'Valley Meetup (new date)' })).status).toBe(200)
    const changed = await admin.get('/api/events?draft=true&state=changed&limit=10')
    expect(titles(changed.body)).toEqual(['Valley Meetup (new date)'])
    expect(changed.body[0]._state).toBe('changed')
    expect((await admin.get('/api/events?draft=true&state=scheduled&limit=10')).body).toEqual([])
    const at = new Date(Date.now() + 86_400_000).toISOString()
    expect((await admin.post(`/api/events/${ids['Secret Draft Gig']}/schedule`, { action: 'publish', at })).status).toBe(201)
    expect(titles((await admin.get('/api/events?draft=true&state=scheduled&limit=10')).body)).toEqual(['Secret Draft Gig'])
    // A search and filters together.
    expect(titles((await admin.get('/api/events?draft=true&state=published&search=rock&limit=10')).body)).toEqual(['100% Rock Night', '1000 Rock Night'])
  })

  it("search artists' names and their genres in either language", async () => {
    const names = async (path: string) => (await admin.get(path)).body.map((artist: { name: string }) => artist.name)
    expect(await names('/api/artists?search=gurung&limit=10')).toEqual(['Ana Gurung'])
    expect(await names(`/api/artists?search=${encodeURIComponent('लोक')}&limit=10`)).toEqual(['Chandra Tamang'])
    expect(await names('/api/artists?search=folk&status=active&limit=10')).toEqual(['Ana Gurung', 'Chandra Tamang'])
  })

  it('find the artists an event title names, in any case, for the line-up picker', async () => {
    const names = async (path: string) => (await admin.get(path)).body.map((artist: { name: string }) => artist.name)
    const named = (title: string) => `/api/artists?named=${encodeURIComponent(title)}&limit=20`
    expect(await names(named('ANA GURUNG and Chandra Tamang: Pokhara Tour'))).toEqual(['Ana Gurung', 'Chandra Tamang'])
    expect(await names(`${named('Bikash Rai live, with Ana Gurung')}&status=active`)).toEqual(['Ana Gurung'])
    expect(await names(named('Valley Festival'))).toEqual([])
  })

  it('page galleries newest first, undated last, and search their event names and tags', async () => {
    const page = await admin.get('/api/galleries?limit=2&page=2')
    expect(page.body.map((gallery: { eventName: string }) => gallery.eventName)).toEqual(['Undated Jam'])
    expect(page.headers.get('x-total-count')).toBe('3')
    expect((await admin.get('/api/galleries?limit=2')).body.map((gallery: { eventName: string }) => gallery.eventName)).toEqual(['Summer Show', 'Spring Show'])
    expect((await admin.get('/api/galleries?search=SHOW&limit=5')).body.map((gallery: { eventName: string }) => gallery.eventName)).toEqual([
      'Summer Show',
      'Spring Show',
    ])
    const tagged = async (search: string) =>
      (await admin.get(`/api/galleries?draft=true&limit=5&search=${encodeURIComponent(search)}`)).body.map(
        (gallery: { eventName: string }) => gallery.eventName,
      )
    expect(await tagged('ROOFTOP')).toEqual(['Undated Jam'])
    expect(await tagged('%_')).toEqual(['Undated Jam'])
    expect(await tagged('p_')).toEqual([])
  })

  it('filter messages read, unread and spam, count the unread, and search senders and subjects', async () => {
    const subjects = async (path: string) => (await admin.get(path)).body.map((message: { subject: string }) => message.subject)
    expect(await subjects('/api/contact-messages?spam=false&limit=10')).toEqual(['Sponsorship', 'Booking'])
    expect(await subjects('/api/contact-messages?spam=true&limit=10')).toEqual(['Cheap pills'])
    expect(await subjects('/api/contact-messages?spam=false&read=true&limit=10')).toEqual(['Sponsorship'])
    const unread = await admin.get('/api/contact-messages?spam=false&read=false&limit=1')
    expect(unread.headers.get('x-total-count')).toBe('1')
    expect(unread.body).toHaveLength(1)
    expect(await subjects('/api/contact-messages?search=BINA@&limit=10')).toEqual(['Sponsorship'])
    expect(await subjects('/api/contact-messages?search=book&limit=10')).toEqual(['Booking'])
  })

  it('search accounts by username or e-mail, for admins only', async () => {
    const found = await admin.get('/api/users?search=EDIT&limit=10')
    expect(found.status).toBe(200)
    expect(found.body.map((user: { username: string }) => user.username)).toEqual(['editor'])
    expect(found.headers.get('x-total-count')).toBe('1')
    expect((await editor.get('/api/users?search=edit&limit=10')).status).toBe(403)
    expect((await admin.get('/api/users')).body).toHaveLength(2)
  })

  it('answer the page that holds a record with around', async () => {
    const holding = await admin.get(`/api/events?sort=upcoming-first&limit=3&around=${ids['Old Festival']}`)
    expect(holding.headers.get('x-page')).toBe('3')
    expect(titles(holding.body)).toContain('Old Festival')
    const second = await admin.get(`/api/events?sort=upcoming-first&limit=3&around=${ids['Under_score Jam']}`)
    expect(second.headers.get('x-page')).toBe('2')
    // A record the search hides: the page asked for.
    const hidden = await admin.get(`/api/events?search=lakeside&limit=3&page=1&around=${ids['Old Festival']}`)
    expect(hidden.headers.get('x-page')).toBe('1')
    expect(titles(hidden.body)).toEqual(['Lakeside Concert'])
  })

  it('answer the whole list that passes, as one array, without limit and page', async () => {
    const all = await admin.get('/api/events?search=rock')
    expect(titles(all.body)).toEqual(['100% Rock Night', '1000 Rock Night'])
    expect(all.headers.get('x-total-count')).toBeNull()
  })

  it('refuse a malformed search, filter, order or record with 400, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['/api/events?status=soon', 'status'],
      ['/api/events?sort=title', 'sort'],
      [`/api/events?search=${'x'.repeat(101)}`, 'search'],
      ['/api/contact-messages?read=maybe', 'read'],
      ['/api/artists?state=gone&draft=true', 'state'],
      ['/api/events?around=first&limit=3', 'around'],
      ['/api/events?state=draft&limit=3', 'state'],
      ['/api/events?search=a%00b', 'search'],
      [`/api/artists?named=${'x'.repeat(301)}`, 'named'],
    ]
    for (const [path, parameter] of cases) {
      const answer = await admin.get(path)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message, path).toBe('Invalid page request')
      expect(
        answer.body.errors.map((error: { path: string }) => error.path),
        path,
      ).toEqual([parameter])
    }
  })

  it("leave visitors' answers as they were: published records, the whole list, search and filters not applied", async () => {
    const whole = await anonymous.get('/api/events')
    expect(whole.status).toBe(200)
    expect(titles(whole.body)).not.toContain('Secret Draft Gig')
    const searched = await anonymous.get('/api/events?search=lakeside&status=past&sort=upcoming-first')
    expect(searched.body).toEqual(whole.body)
    expect(searched.headers.get('etag')).toBe(whole.headers.get('etag'))
    const paged = await anonymous.get('/api/events?limit=2&page=1&search=lakeside')
    expect(titles(paged.body)).toEqual(titles(whole.body).slice(0, 2))
    expect(paged.headers.get('x-page')).toBeNull()
    expect((await anonymous.get('/api/contact-messages?spam=false&read=false&limit=1')).status).toBe(401)
  })
})
