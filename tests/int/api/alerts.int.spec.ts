import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, queueSettled, sql } from '../../setup/api'
import { type Received, type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'
import { startTestServer } from '../../setup/test-server'
import { databaseUrl, mediaDir } from '../../setup/worker'

/**
 * E-mail alerts of new events (docs/product.md#e-mail-alerts) against the local SMTP peer of the
 * test server: the double opt-in, what each mail says and carries (sender, one-click unsubscribe,
 * preferences), the alerts of a publish and who gets them, the hour between two mails,
 * `notifyFollowers`, the links, the limits, and, with a second instance running the same queue,
 * each event told once.
 */

let admin: ApiClient
let editor: ApiClient
let peer: SmtpPeer
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

let client = 0
// Each call from its own client address: the door's per-address limits do not get in the way.
const fresh = () => ({ headers: { 'X-Forwarded-For': `10.26.${Math.floor(++client / 250)}.${client % 250}` } })
const signUp = (body: object, query = '') => anonymous.post(`/api/subscriptions${query}`, body, fresh())

const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `address` has `count` mails; answers them. */
async function waitForMails(address: string, count: number, timeoutMs = 20_000): Promise<Received[]> {
  const deadline = Date.now() + timeoutMs
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${address} within ${timeoutMs} ms, got ${mailsTo(address).length}`)
    await pause(100)
  }
  return mailsTo(address)
}

/** A header as the mail carries it (mailparser folds List-* headers into one object). */
const header = (mail: Received, name: string) =>
  mail.mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '') ?? null

/** The token of a link in a mail's text (`confirm=` or `manage=`). */
const tokenIn = (mail: Received, name: 'confirm' | 'manage') =>
  new URL(new RegExp(`(https?://\\S+[?&]${name}=[^\\s&]+)`).exec(mail.mail.text ?? '')![1]).searchParams.get(name)!

/** Signs `email` up for `interest` and follows the confirmation mail's link; answers that mail. */
async function subscribed(email: string, interest: object = {}, query = ''): Promise<Received> {
  const before = mailsTo(email).length
  expect((await signUp({ email, ...interest }, query)).status).toBe(202)
  const mail = (await waitForMails(email, before + 1))[before]
  expect((await anonymous.post('/api/subscriptions/confirm', { token: tokenIn(mail, 'confirm') }, fresh())).status).toBe(200)
  return mail
}

const publish = (body: object) => admin.post('/api/events', { venue: 'Hall', location: 'Kathmandu, Nepal', date: inDays(20), ...body })

/** Lets an hour pass for the alerts: each address's last mail an hour ago, the next run due now. */
async function anHourLater() {
  await sql(`UPDATE alert_subscribers SET last_alert_at = last_alert_at - interval '61 minutes' WHERE last_alert_at IS NOT NULL`)
  await sql(`UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'event-alerts' AND completed_at IS NULL`)
}

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  peer = await startSmtpPeer(smtpPortFor(Number(new URL(baseUrl).port)))
  await admin.patch('/api/contact-settings', { email: 'hello@himalayanbeats.example', address: 'Durbar Marg, Kathmandu, Nepal' })
  // Only a city an event of the site is in may be followed: the cities signed up for below have one
  // (gone by, and announced to no one).
  for (const city of ['Toronto', 'Pokhara', 'City 0', 'City 1', 'City 2', 'City 4', 'City 7', 'City 50']) {
    const made = await publish({ title: `Last Year in ${city}`, location: `${city}, Somewhere`, date: inDays(-300), notifyFollowers: false })
    expect(made.status, city).toBe(201)
  }
})

afterAll(() => peer.close())

beforeEach(() => {
  peer.received.splice(0)
})

describe('signing up', () => {
  it('answers 202 with the same message for a new address, a known one, and one already confirmed', async () => {
    const first = await signUp({ email: 'same@example.com' })
    expect(first.status).toBe(202)
    expect(first.body).toEqual({
      message: 'Thanks. If this address can receive our alerts, a mail to confirm them is on its way. Nothing else is sent until you confirm.',
    })
    expect((await signUp({ email: 'SAME@example.com' })).body).toEqual(first.body)
    const [confirmation] = await waitForMails('same@example.com', 1)
    await anonymous.post('/api/subscriptions/confirm', { token: tokenIn(confirmation, 'confirm') }, fresh())
    expect((await signUp({ email: 'same@example.com' })).body).toEqual(first.body)
    await queueSettled()
    // Asked twice before confirming: the mail went again; confirmed, nothing more.
    expect(mailsTo('same@example.com').length).toBeLessThanOrEqual(2)
  })

  it('refuses an artist and a city together, an unknown or archived artist, and a malformed address, with 400', async () => {
    const archived = (await admin.post('/api/artists', { name: 'Alert Archived', bio: 'Gone.', status: 'archived' })).body.id
    const both = await signUp({ email: 'both@example.com', artist: 1, city: 'Toronto' })
    expect(both.status).toBe(400)
    expect(both.body.errors).toEqual([{ path: 'city', message: 'Ask for an artist or a city, not both' }])
    for (const artist of [archived, 999_999]) {
      const answer = await signUp({ email: 'fan@example.com', artist })
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toEqual([{ path: 'artist', message: 'No artist with this id is on the site' }])
    }
    const malformed = await signUp({ email: 'not-an-address' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].path).toBe('email')
    expect((await signUp({ email: 'city@example.com', city: 'x'.repeat(81) })).status).toBe(400)
    // A city no event is in, such as words to mail a stranger in its place, is refused.
    for (const city of ['Nowhere', 'Toronto. Account suspended! Call +1 555 0100']) {
      const unknown = await signUp({ email: 'victim@example.com', city })
      expect(unknown.status, city).toBe(400)
      expect(unknown.body.errors, city).toEqual([{ path: 'city', message: 'No event on the site is in this city' }])
    }
    await queueSettled()
    expect(peer.received).toEqual([])
  })

  it('limits sign-ups per e-mail address (3 an hour, known or not) and per client address (5 a minute)', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp({ email: 'limit@example.com', city: `City ${i}` })).status).toBe(202)
    const over = await signUp({ email: 'limit@example.com', city: 'City 4' })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // One mailbox, however its address is tagged or written.
    for (const email of ['tagged+a@example.com', 'Tagged+b@example.com', 'TAGGED@example.com']) expect((await signUp({ email })).status, email).toBe(202)
    for (const email of ['tagged+c@example.com', 'tagged@EXAMPLE.com']) expect((await signUp({ email })).status, email).toBe(429)
    // Gmail ignores the dots of the local part, and googlemail.com is gmail.com.
    for (const email of ['fan.one@gmail.com', 'f.a.n.o.n.e@gmail.com', 'FanOne+x@googlemail.com']) expect((await signUp({ email })).status, email).toBe(202)
    expect((await signUp({ email: 'fanone@gmail.com' })).status).toBe(429)
    // Elsewhere a dot is a different mailbox.
    expect((await signUp({ email: 'fan.one@example.com' })).status).toBe(202)
    const one = fresh()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await anonymous.post('/api/subscriptions', { email: `door${i}@example.com` }, one)).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})

describe('the topics of one address', () => {
  it('take a new one up to 50 (a mail to confirm each), and none beyond', async () => {
    expect((await signUp({ email: 'many@example.com', city: 'City 0' })).status).toBe(202)
    await waitForMails('many@example.com', 1)
    const [{ id }] = await sql<{ id: number }>(`SELECT id FROM alert_subscribers WHERE email = 'many@example.com'`)
    await sql(`INSERT INTO alert_topics (subscriber_id, kind, city) SELECT $1, 'city', 'city ' || n FROM generate_series(1, 6) AS n`, [id])
    expect((await signUp({ email: 'many@example.com', city: 'City 7' })).status).toBe(202)
    await waitForMails('many@example.com', 2)
    await sql(`INSERT INTO alert_topics (subscriber_id, kind, city) SELECT $1, 'city', 'city ' || n FROM generate_series(8, 49) AS n`, [id])
    expect((await signUp({ email: 'many@example.com', city: 'City 50' })).status).toBe(202)
    await queueSettled()
    expect(mailsTo('many@example.com')).toHaveLength(2)
    const [{ count }] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM alert_topics WHERE subscriber_id = $1`, [id])
    expect(count).toBe(50)
  })
})

describe('the confirmation mail (double opt-in)', () => {
  it('names the sender and its address, links to confirm, and carries one-click unsubscribe', async () => {
    expect((await signUp({ email: 'optin@example.com', city: 'toronto' })).status).toBe(202)
    const [mail] = await waitForMails('optin@example.com', 1)
    expect(mail.mail.from?.value).toEqual([{ address: 'hello@himalayanbeats.example', name: 'Himalayan Beats' }])
    expect(mail.mail.subject).toBe('Confirm your alerts from Himalayan Beats')
    expect(mail.mail.text).toContain('about new events in Toronto')
    expect(mail.mail.text).toContain('Sent by Himalayan Beats, Durbar Marg, Kathmandu, Nepal. Contact: hello@himalayanbeats.example.')
    expect(mail.mail.text).toMatch(new RegExp(`${baseUrl}/alerts\\?confirm=\\d+\\.[\\w-]{32}`))
    const unsubscribe = String(header(mail, 'list-unsubscribe'))
    expect(unsubscribe).toMatch(new RegExp(`^<${baseUrl}/api/subscriptions/unsubscribe\\?token=\\d+\\.[\\w-]{32}>$`))
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.mail.html).toContain('Change or stop your alerts')
  })

  it('sends nothing else until it is confirmed, and the link confirms once', async () => {
    expect((await signUp({ email: 'waiting@example.com' })).status).toBe(202)
    const [confirmation] = await waitForMails('waiting@example.com', 1)
    expect((await publish({ title: 'Unconfirmed Night' })).status).toBe(201)
    await queueSettled()
    expect(mailsTo('waiting@example.com')).toHaveLength(1)

    const token = tokenIn(confirmation, 'confirm')
    const confirmed = await anonymous.post('/api/subscriptions/confirm', { token }, fresh())
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({
      already: false,
      message: 'Confirmed: we will e-mail you about all our new events.',
      topic: { kind: 'all', confirmed: true },
    })
    expect((await anonymous.post('/api/subscriptions/confirm', { token }, fresh())).body).toMatchObject({
      already: true,
      message: 'These alerts were confirmed already.',
    })
    for (const bad of [`${token.split('.')[0]}.${'A'.repeat(32)}`, 'nonsense', '1.x']) {
      const answer = await anonymous.post('/api/subscriptions/confirm', { token: bad }, fresh())
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('This link does not work: it has run out, its alerts were stopped, or it was mistyped.')
    }
  })

  it('has run out after 7 days', async () => {
    expect((await signUp({ email: 'late@example.com' })).status).toBe(202)
    const [mail] = await waitForMails('late@example.com', 1)
    await sql(
      `UPDATE alert_topics SET created_at = now() - interval '8 days' WHERE subscriber_id = (SELECT id FROM alert_subscribers WHERE email = 'late@example.com')`,
    )
    expect((await anonymous.post('/api/subscriptions/confirm', { token: tokenIn(mail, 'confirm') }, fresh())).status).toBe(400)
  })

  it('is in Nepali for a sign-up from the Nepali site', async () => {
    const answer = await signUp({ email: 'nepali@example.com' }, '?locale=ne')
    expect(answer.body.message).toContain('पुष्टि')
    const [mail] = await waitForMails('nepali@example.com', 1)
    expect(mail.mail.subject).toBe('Himalayan Beats का सूचना पुष्टि गर्नुहोस्')
    expect(mail.mail.text).toMatch(new RegExp(`${baseUrl}/ne/alerts\\?confirm=`))
  })
})

describe('the alerts of a publish', () => {
  it('tell each confirmed follower of everything, the city, or an artist of the line-up, once, with the event and its links', async () => {
    const singer = (await admin.post('/api/artists', { name: 'Alert Singer', bio: 'Sings.' })).body.id
    await subscribed('all@example.com')
    await subscribed('toronto@example.com', { city: 'TORONTO' })
    await subscribed('singer@example.com', { artist: singer })
    await subscribed('pokhara@example.com', { city: 'Pokhara' })
    await subscribed('toronto-ne@example.com', { city: 'TORONTO' }, '?locale=ne')
    peer.received.splice(0)

    const event = (
      await publish({
        title: 'Toronto Alert Night',
        location: 'Toronto, Canada',
        timezone: 'America/Toronto',
        date: '2031-05-03T19:30:00-04:00',
        artists: [singer],
      })
    ).body
    const [mail] = await waitForMails('all@example.com', 1)
    await waitForMails('toronto@example.com', 1)
    await waitForMails('singer@example.com', 1)
    await queueSettled()
    expect(mailsTo('pokhara@example.com')).toEqual([])

    expect(mail.mail.subject).toBe('New event: Toronto Alert Night')
    // At the venue's clock, as the event's page says it.
    expect(mail.mail.text).toContain('May 3, 2031, 7:30 PM (GMT-4)')
    // In Nepali, as the Nepali pages say it: the zone in words (2088 BS is not shown yet: the Gregorian day alone).
    const [nepali] = await waitForMails('toronto-ne@example.com', 1)
    expect(nepali.mail.text).toContain('३ मे २०३१, बेलुका ७:३० बजे (टोरन्टो समय)')
    expect(mail.mail.text).toContain('Hall, Toronto, Canada')
    expect(mail.mail.text).toContain(`${baseUrl}/events/${event.id}`)
    expect(mail.mail.text).toContain('You get this mail because you asked Himalayan Beats for alerts about: all our new events.')
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.mail.text).toMatch(new RegExp(`${baseUrl}/alerts\\?manage=\\d+\\.[\\w-]{32}`))
    expect(mailsTo('singer@example.com')[0].mail.text).toContain('alerts about: new events with Alert Singer.')

    // Edits of a published event, and publishing it again, tell nobody again.
    await admin.patch(`/api/events/${event.id}`, { title: 'Toronto Alert Night (moved)' })
    await admin.post(`/api/events/${event.id}/unpublish`)
    await admin.post(`/api/events/${event.id}/publish`)
    await anHourLater()
    await queueSettled()
    expect(mailsTo('all@example.com')).toHaveLength(1)
  })

  it('go at most once an hour to an address: what is published meanwhile waits, then goes in one mail', async () => {
    await subscribed('hourly@example.com')
    peer.received.splice(0)
    await publish({ title: 'Hourly First' })
    await waitForMails('hourly@example.com', 1)
    await publish({ title: 'Hourly Second' })
    await publish({ title: 'Hourly Third', date: inDays(21) })
    await queueSettled()
    expect(mailsTo('hourly@example.com')).toHaveLength(1)

    await anHourLater()
    const [, second] = await waitForMails('hourly@example.com', 2)
    expect(second.mail.subject).toBe('2 new events from Himalayan Beats')
    expect(second.mail.text).toContain('Hourly Second')
    expect(second.mail.text).toContain('Hourly Third')
    expect(second.mail.text).not.toContain('Hourly First')
  })

  it('tell nobody of a publish with "notifyFollowers": false, of a draft, or of an event that is over', async () => {
    await subscribed('quiet@example.com')
    peer.received.splice(0)
    const quiet = await publish({ title: 'Quiet Night', notifyFollowers: false })
    expect(quiet.status).toBe(201)
    expect(quiet.body).not.toHaveProperty('notifyFollowers')
    const draft = (await admin.post('/api/events?draft=true', { venue: 'Hall', location: 'Kathmandu, Nepal', date: inDays(30), title: 'Draft Night' })).body
    await publish({ title: 'Old Night', date: inDays(-3), status: 'past' })
    await queueSettled()
    expect(mailsTo('quiet@example.com')).toEqual([])

    // The draft, once published (with notifyFollowers false on the PATCH of a draft never published: still quiet).
    expect((await admin.patch(`/api/events/${draft.id}`, { notifyFollowers: false })).status).toBe(200)
    await queueSettled()
    expect(mailsTo('quiet@example.com')).toEqual([])
    const later = (await admin.post('/api/events?draft=true', { venue: 'Hall', location: 'Kathmandu, Nepal', date: inDays(31), title: 'Later Night' })).body
    expect((await admin.post(`/api/events/${later.id}/publish`)).status).toBe(200)
    const [mail] = await waitForMails('quiet@example.com', 1)
    expect(mail.mail.subject).toBe('New event: Later Night')
    expect((await admin.patch(`/api/events/${later.id}`, { notifyFollowers: 'no' })).status).toBe(400)
  })
})

describe('a scheduled publish', () => {
  it('tells followers, unless it was scheduled with "notifyFollowers": false', async () => {
    await subscribed('scheduled@example.com')
    peer.received.splice(0)
    const draft = async (title: string) =>
      (await admin.post('/api/events?draft=true', { venue: 'Hall', location: 'Kathmandu, Nepal', date: inDays(50), title })).body
    const [quiet, loud] = [await draft('Scheduled Quiet'), await draft('Scheduled Loud')]
    const at = new Date(Date.now() + 2000).toISOString()
    expect((await admin.post(`/api/events/${quiet.id}/schedule`, { action: 'publish', at, notifyFollowers: false })).body).toMatchObject({
      notifyFollowers: false,
    })
    expect((await admin.post(`/api/events/${loud.id}/schedule`, { action: 'publish', at })).body).toMatchObject({ notifyFollowers: true })
    const [mail] = await waitForMails('scheduled@example.com', 1)
    expect(mail.mail.subject).toBe('New event: Scheduled Loud')
    await queueSettled()
    expect(mailsTo('scheduled@example.com')).toHaveLength(1)
    expect((await anonymous.get(`/api/events/${quiet.id}`)).status).toBe(200)
    const [announced] = await sql<{ notify: boolean }>(`SELECT notify FROM event_announcements WHERE event_id = $1`, [quiet.id])
    expect(announced).toEqual({ notify: false })
  })
})

describe("the mails' links", () => {
  it("unsubscribe from the page the mail's link opens, without a script, in the mails' language", async () => {
    const mail = await subscribed('page-leaving@example.com', {}, '?locale=ne')
    const link = String(header(mail, 'list-unsubscribe')).slice(1, -1)
    expect(await (await fetch(link, fresh())).text()).toContain('<html lang="ne">')
    const form = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl, ...fresh().headers },
      body: 'from=page',
    })
    expect(form.status).toBe(200)
    const page = await form.text()
    expect(page).toContain('तपाईंको सदस्यता रद्द भयो।')
    expect(page).toContain('href="/ne/alerts"')
    expect(await sql(`SELECT 1 FROM alert_subscribers WHERE email = 'page-leaving@example.com'`)).toEqual([])
  })

  it('take confirming and unsubscribing at once, in either order, without failing', async () => {
    for (let i = 0; i < 4; i++) {
      const email = `race-${i}@example.com`
      expect((await signUp({ email })).status).toBe(202)
      const [mail] = await waitForMails(email, 1)
      const link = String(header(mail, 'list-unsubscribe')).slice(1, -1)
      const [confirmed, left] = await Promise.all([
        anonymous.post('/api/subscriptions/confirm', { token: tokenIn(mail, 'confirm') }, fresh()),
        fetch(link, { method: 'POST', ...fresh() }),
      ])
      expect([200, 400]).toContain(confirmed.status)
      expect(left.status).toBe(200)
      expect(await sql(`SELECT 1 FROM alert_subscribers WHERE email = $1`, [email])).toEqual([])
    }
  })

  it('show and change preferences: the language of the mails, a topic stopped, the address forgotten with its last', async () => {
    const first = await subscribed('prefs@example.com', { city: 'Toronto' })
    await subscribed('prefs@example.com', { city: 'Pokhara, Nepal' })
    const token = tokenIn(first, 'manage')
    const read = await anonymous.post('/api/subscriptions/preferences', { token }, fresh())
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ email: 'prefs@example.com', locale: 'en' })
    expect(read.body.topics.map((topic: { city: string }) => topic.city)).toEqual(['pokhara', 'toronto'])
    const [pokhara, toronto] = read.body.topics
    const changed = await anonymous.patch('/api/subscriptions/preferences', { token, locale: 'ne', removeTopics: [pokhara.id] }, fresh())
    expect(changed.body).toMatchObject({ locale: 'ne', topics: [{ id: toronto.id, city: 'toronto' }] })
    const [{ locale }] = await sql<{ locale: string }>(`SELECT locale FROM alert_subscribers WHERE email = 'prefs@example.com'`)
    expect(locale).toBe('ne')
    expect((await anonymous.patch('/api/subscriptions/preferences', { token, removeTopics: [toronto.id] }, fresh())).body.topics).toEqual([])
    expect(await sql(`SELECT 1 FROM alert_subscribers WHERE email = 'prefs@example.com'`)).toEqual([])
    expect((await anonymous.post('/api/subscriptions/preferences', { token }, fresh())).status).toBe(400)
  })

  it('unsubscribe in one click (RFC 8058), once; opened in a browser, the link shows a page that asks', async () => {
    const mail = await subscribed('leaving@example.com')
    const link = String(header(mail, 'list-unsubscribe')).slice(1, -1)
    // Opened in a browser (or by a mail scanner): a page that asks, with a form that needs no script.
    const opened = await fetch(link, fresh())
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const page = await opened.text()
    expect(page).toContain('Stop every alert to this address?')
    expect(page).toContain('Alerts sent to leaving@example.com')
    expect(page).toMatch(/<form method="post" action="\/api\/subscriptions\/unsubscribe\?token=\d+\.[\w-]{32}"><input type="hidden" name="from" value="page">/)
    expect(page).toMatch(/href="\/alerts\?manage=\d+\.[\w-]{32}"/)
    expect(await sql(`SELECT 1 FROM alert_subscribers WHERE email = 'leaving@example.com'`)).toHaveLength(1)

    // As a mail program sends it: a form body, no Origin, no cookie.
    const clicked = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fresh().headers },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    expect(await clicked.json()).toEqual({ message: 'You are unsubscribed: we will send you no more alerts.' })
    expect(await sql(`SELECT 1 FROM alert_subscribers WHERE email = 'leaving@example.com'`)).toEqual([])
    expect((await fetch(link, { method: 'POST', ...fresh() })).status).toBe(400)
    const gone = await fetch(link, fresh())
    expect(gone.status).toBe(400)
    expect(await gone.text()).toContain('This link does not work')

    // Nothing more reaches the address.
    peer.received.splice(0)
    await publish({ title: 'After Leaving' })
    await queueSettled()
    expect(mailsTo('leaving@example.com')).toEqual([])
  })
})

describe('the Subscribers screen', () => {
  it('counts followers for all staff; addresses, search, export and removal for admins only', async () => {
    const singer = (await admin.post('/api/artists', { name: 'Counted Singer', bio: 'Sings.' })).body.id
    await subscribed('count-a@example.com', { artist: singer })
    await subscribed('count-b@example.com', { artist: singer })
    await subscribed('count-b@example.com', { city: 'Toronto' })
    const summary = (await editor.get('/api/subscribers/summary')).body
    expect(summary.artists).toContainEqual({ id: singer, name: 'Counted Singer', count: 2 })
    expect(summary.cities).toContainEqual({ city: 'toronto', count: expect.any(Number) })

    for (const path of ['/api/subscribers', '/api/subscribers/export']) expect((await editor.get(path)).status).toBe(403)
    expect((await anonymous.get('/api/subscribers/summary')).status).toBe(401)
    const found = await admin.get('/api/subscribers?search=COUNT-B')
    expect(found.body.totalDocs).toBe(1)
    expect(found.body.docs[0]).toMatchObject({ email: 'count-b@example.com', locale: 'en' })
    expect(found.body.docs[0].topics).toHaveLength(2)
    // The search is text, not a pattern.
    expect((await admin.get('/api/subscribers?search=count_b')).body.totalDocs).toBe(0)

    const exported = await admin.get('/api/subscribers/export?search=count-')
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = String(exported.body).split('\r\n')
    expect(lines[0]).toBe('"Email","Language","Signed up","Confirmed","Last alert","Alerts"')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['"count-b@example.com"', '"count-a@example.com"'])
    expect(lines[1]).toContain('Artist: Counted Singer; City: toronto')

    const id = found.body.docs[0].id
    expect((await editor.delete(`/api/subscribers/${id}`)).status).toBe(403)
    expect((await admin.delete(`/api/subscribers/${id}`)).status).toBe(204)
    expect((await admin.delete(`/api/subscribers/${id}`)).status).toBe(404)
    expect((await admin.get('/api/subscribers?search=count-b')).body.totalDocs).toBe(0)
    const [entry] = await sql<{ summary: string; resource: string }>(
      `SELECT summary, resource FROM activity_log WHERE resource = 'subscribers' ORDER BY id DESC LIMIT 1`,
    )
    expect(entry).toEqual({ summary: `Deleted alert subscriber #${id}`, resource: 'subscribers' })
  })
})

describe('with two instances', () => {
  let second: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    second = await startTestServer({ port: Number(new URL(baseUrl).port) + 4, databaseUrl, mediaDir })
  }, 120_000)
  afterAll(() => second?.stop())

  it('tells each follower of each event once, whichever instance published it and runs the queue', async () => {
    await subscribed('twice@example.com')
    await subscribed('twice-b@example.com')
    peer.received.splice(0)
    const secondAdmin = await fetch(`${second.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: second.baseUrl },
      body: JSON.stringify({ login: 'admin', password: 'orbit-lantern-quill-42' }),
    })
    const cookie = secondAdmin.headers.get('set-cookie')!.split(';')[0]
    const viaSecond = (title: string) =>
      fetch(`${second.baseUrl}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: second.baseUrl, Cookie: cookie },
        body: JSON.stringify({ title, venue: 'Hall', location: 'Kathmandu, Nepal', date: inDays(40) }),
      })
    const titles = ['Pair One', 'Pair Two', 'Pair Three', 'Pair Four']
    await Promise.all([publish({ title: titles[0] }), viaSecond(titles[1]), publish({ title: titles[2] }), viaSecond(titles[3])])
    await waitForMails('twice@example.com', 1)
    await queueSettled()
    await anHourLater()
    await queueSettled()
    for (const address of ['twice@example.com', 'twice-b@example.com']) {
      const told = mailsTo(address).flatMap((mail) => titles.filter((title) => mail.mail.text?.includes(title)))
      expect(told.sort(), address).toEqual([...titles].sort())
    }
  })
})
