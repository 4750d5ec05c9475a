import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, sql } from '../setup/api'

// The edge in front of a stand-in handler, with no server: tests/unit/edge.test.ts.
describe('the edge in front of the site', () => {
  let admin: ApiClient

  beforeAll(async () => {
    ;({ admin } = await freshSession())
  })

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { headers })
    return { response, html: await response.text() }
  }

  it('serves a public page again from the cache, and shows a saved change on the next request', async () => {
    const created = await admin.post('/api/events', {
      title: 'Cached Evening',
      date: '2031-03-14T13:15:00.000Z',
      venue: 'Bagmati Riverside Grounds',
      location: 'Kathmandu, Nepal',
    })
    expect(created.status).toBe(201)

    const first = await page('/events')
    expect(first.html).toContain('Cached Evening')
    const second = await page('/events')
    expect(second.response.headers.get('age')).not.toBeNull()
    expect(second.html).toBe(first.html)
    expect(second.response.headers.get('content-security-policy')).toContain("'sha256-")

    expect((await admin.patch(`/api/events/${created.body.id}`, { title: 'Cached Evening (Sold Out)' })).status).toBe(200)
    const after = await page('/events')
    expect(after.response.headers.get('age')).toBeNull()
    expect(after.html).toContain('Cached Evening (Sold Out)')
  })

  it("never answers Next.js's router requests or a signed-in user's API request from the micro-cache", async () => {
    await page('/events')
    const flight = await page('/events', { rsc: '1' })
    expect(flight.response.headers.get('content-type')).toContain('text/x-component')
    expect(flight.response.headers.get('age')).toBeNull()

    await admin.get('/api/events')
    expect((await admin.get('/api/events')).headers.get('age')).toBeNull()
  })

  it("answers a visitor's API list from the micro-cache until content changes", async () => {
    await anonymous.get('/api/events')
    const kept = await anonymous.get('/api/events')
    expect(kept.headers.get('age')).not.toBeNull()
    expect(kept.headers.get('x-edge-cache')).toBeNull()

    const created = await admin.post('/api/events', { title: 'Edge Night', date: '2031-05-01T13:15:00.000Z', venue: 'Hall', location: 'Pokhara' })
    expect(created.status).toBe(201)
    const after = await anonymous.get('/api/events')
    expect(after.headers.get('age')).toBeNull()
    expect(after.body.map((event: { title: string }) => event.title)).toContain('Edge Night')
  })

  it('forgets what it kept once it listens again after losing its connection: changes made meanwhile show', async () => {
    const created = await admin.post('/api/events', { title: 'Listened For', date: '2031-06-01T13:15:00.000Z', venue: 'Hall', location: 'Butwal' })
    expect(created.status).toBe(201)
    const event = created.body as { id: number }
    await anonymous.get('/api/events')
    expect((await anonymous.get('/api/events')).headers.get('age')).not.toBeNull()
    // The listening connection is ended, and a row changes while nobody listens: its notification
    // goes to no instance.
    const title = `Changed while nobody listened ${Date.now()}`
    await sql(
      `WITH gone AS (
         SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'agency-site-listener'
       )
       UPDATE events_locales SET title = $1 WHERE _parent_id = $2 AND _locale = 'en' AND (SELECT count(*) FROM gone) > 0`,
      [title, event.id],
    )
    expect((await sql(`SELECT title FROM events_locales WHERE _parent_id = $1 AND _locale = 'en'`, [event.id]))[0]).toEqual({ title })
    const deadline = Date.now() + 5_000
    let shown = false
    while (!shown && Date.now() < deadline) {
      shown = JSON.stringify((await anonymous.get('/api/events')).body).includes(title)
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(shown).toBe(true)
  })
})
