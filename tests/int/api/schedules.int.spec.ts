import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, sql } from '../../setup/api'
import { startTestServer } from '../../setup/test-server'
import { databaseUrl, mediaDir } from '../../setup/worker'

/**
 * Scheduled publishing (docs/product.md#scheduled-publishing): staff schedule a publish or
 * unpublish; the jobs queue carries it out within a minute of its time, once, with two instances
 * running.
 */

let admin: ApiClient
let editor: ApiClient
let second: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  // A second instance on the same database: both offer to run the queue.
  second = await startTestServer({ port: Number(new URL(baseUrl).port) + 3, databaseUrl, mediaDir })
}, 120_000)

afterAll(async () => {
  await second?.stop()
})

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

/** Waits until `check` holds, polling every 250 ms, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return check()
}

/** The queue's job of a scheduled entry, while it is there (done jobs are deleted). */
const jobOf = async (entry: number) =>
  (await sql(`SELECT id FROM payload_jobs WHERE task_slug = 'scheduled-publication' AND input->>'schedule' = $1`, [String(entry)]))[0]

const visitorReads = async (origin: string, path: string) => (await fetch(`${origin}${path}`)).status === 200

describe('scheduling', () => {
  it('refuses what cannot be carried out, with reasons', async () => {
    const { body: artist } = await admin.post('/api/artists?draft=true', { name: 'Later Band', bio: 'Soon.' })
    const past = await editor.post(`/api/artists/${artist.id}/schedule`, { action: 'publish', at: '2020-01-01T00:00:00+05:45' })
    expect(past.status).toBe(400)
    expect(past.body.errors).toContainEqual({ path: 'at', message: 'Choose a time still to come' })
    const noOffset = await editor.post(`/api/artists/${artist.id}/schedule`, { action: 'publish', at: '2030-01-01 00:00' })
    expect(noOffset.status).toBe(400)
    expect((await editor.post(`/api/artists/${artist.id}/schedule`, { action: 'delete', at: inSeconds(3600) })).status).toBe(400)
    expect((await editor.post('/api/artists/999999/schedule', { action: 'publish', at: inSeconds(3600) })).status).toBe(404)
    expect((await anonymous.post(`/api/artists/${artist.id}/schedule`, { action: 'publish', at: inSeconds(3600) })).status).toBe(401)
    expect((await anonymous.get(`/api/artists/${artist.id}/schedule`)).status).toBe(401)
  })

  it('lists what is pending, soonest first, and cancels an entry so it never happens', async () => {
    const { body: event } = await admin.post('/api/events?draft=true', {
      title: 'Cancelled Gala',
      date: '2027-05-01T13:00:00.000Z',
      venue: 'Hall',
      location: 'Kathmandu',
    })
    const later = await editor.post(`/api/events/${event.id}/schedule`, { action: 'publish', at: inSeconds(7200) })
    expect(later.status).toBe(201)
    expect(later.body).toMatchObject({ id: expect.any(Number), action: 'publish', createdBy: { username: 'editor' } })
    const soon = await admin.post(`/api/events/${event.id}/schedule`, { action: 'publish', at: inSeconds(3) })
    const listed = await editor.get(`/api/events/${event.id}/schedule`)
    expect(listed.body.map((entry: { id: number }) => entry.id)).toEqual([soon.body.id, later.body.id])
    // Lists of latest drafts carry it too.
    const row = (await admin.get('/api/events?draft=true')).body.find((doc: { id: number }) => doc.id === event.id)
    expect(row._schedule).toEqual([
      { id: soon.body.id, action: 'publish', at: soon.body.at },
      { id: later.body.id, action: 'publish', at: later.body.at },
    ])

    expect((await editor.delete(`/api/events/${event.id}/schedule/${soon.body.id}`)).status).toBe(204)
    expect((await editor.delete(`/api/events/${event.id}/schedule/${soon.body.id}`)).status).toBe(404)
    expect((await editor.get(`/api/events/${event.id}/schedule`)).body.map((entry: { id: number }) => entry.id)).toEqual([later.body.id])
    // The queue has run the entry's job (and deleted it, done) once its time passed.
    expect(await eventually(async () => !(await jobOf(soon.body.id)), 60_000)).toBe(true)
    expect(await visitorReads(baseUrl, `/api/events/${event.id}`)).toBe(false)
    const [stored] = await sql<{ state: string }>('SELECT state FROM publication_schedules WHERE id = $1', [soon.body.id])
    expect(stored.state).toBe('cancelled')
  })

  it('publishes at its time, once, with two instances, and unpublishes later', async () => {
    const { body: artist } = await admin.post('/api/artists?draft=true', { name: 'Midnight Release', bio: 'Out at last.' })
    const scheduled = await editor.post(`/api/artists/${artist.id}/schedule`, { action: 'publish', at: inSeconds(3) })
    expect(scheduled.status).toBe(201)
    expect(await visitorReads(baseUrl, `/api/artists/${artist.id}`)).toBe(false)

    expect(await eventually(() => visitorReads(second.baseUrl, `/api/artists/${artist.id}`), 60_000)).toBe(true)
    expect(await visitorReads(baseUrl, `/api/artists/${artist.id}`)).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(scheduled.body.at))
    expect((await editor.get(`/api/artists/${artist.id}/schedule`)).body).toEqual([])

    // Exactly one publish, made in the name of the one who scheduled it, once the job is done.
    expect(await eventually(async () => !(await jobOf(scheduled.body.id)), 60_000)).toBe(true)
    const history = (await admin.get(`/api/artists/${artist.id}/versions`)).body as { _status: string; user: { username: string } | null }[]
    expect(history.filter((entry) => entry._status === 'published')).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: 'editor' }) }),
    ])
    const [entry] = await sql<{ state: string }>('SELECT state FROM publication_schedules WHERE id = $1', [scheduled.body.id])
    expect(entry.state).toBe('done')

    const down = await admin.post(`/api/artists/${artist.id}/schedule`, { action: 'unpublish', at: inSeconds(2) })
    expect(down.status).toBe(201)
    expect(await eventually(async () => !(await visitorReads(baseUrl, `/api/artists/${artist.id}`)), 60_000)).toBe(true)
    expect((await admin.get(`/api/artists/${artist.id}?draft=true`)).body).toMatchObject({ name: 'Midnight Release', _state: 'draft' })
  }, 150_000)
})

describe("Payload's door to scheduled changes", () => {
  it('queues what staff create there, fixes what an entry asks, and lets no one mark it done', async () => {
    const { body: hero } = await admin.post('/api/hero-sections?draft=true', { title: 'Scheduled Welcome' })
    const headers = { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: editor.cookie! }
    const created = await fetch(`${baseUrl}/cms-api/publication-schedules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resource: 'hero-sections', record: hero.id, action: 'publish', at: inSeconds(3600), state: 'done', createdBy: 1 }),
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc).toMatchObject({ state: 'pending', createdBy: expect.objectContaining({ username: 'editor' }) })
    const [job] = await sql<{ count: string }>(`SELECT count(*) FROM payload_jobs WHERE task_slug = 'scheduled-publication' AND input->>'schedule' = $1`, [
      String(doc.id),
    ])
    expect(Number(job.count)).toBe(1)

    const done = await fetch(`${baseUrl}/cms-api/publication-schedules/${doc.id}`, { method: 'PATCH', headers, body: JSON.stringify({ state: 'done' }) })
    expect(done.status).toBe(400)
    const moved = await fetch(`${baseUrl}/cms-api/publication-schedules/${doc.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ at: inSeconds(5), state: 'cancelled' }),
    })
    expect(moved.status).toBe(200)
    const [stored] = await sql<{ state: string; at: Date }>('SELECT state, at FROM publication_schedules WHERE id = $1', [doc.id])
    expect(stored.state).toBe('cancelled')
    expect(stored.at.toISOString()).toBe(doc.at)
    expect((await fetch(`${baseUrl}/cms-api/publication-schedules/${doc.id}`, { method: 'DELETE', headers })).status).toBe(403)
    expect((await fetch(`${baseUrl}/cms-api/publication-schedules`)).status).toBe(403)
  })
})
