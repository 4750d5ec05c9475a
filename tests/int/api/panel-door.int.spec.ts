import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type ApiClient, baseUrl, freshSession, serverLogMark, serverLogSince, sql } from '../../setup/api'
import { databaseUrl } from '../../setup/worker'

/**
 * Payload's own REST (/cms-api) held to the rules of /api: a draft follows its fields' rules, a
 * restore keeps a published record published, a schedule stays within five years, no session token
 * is answered in JSON, and a route it has no answer for is a 404, never a 500 or 501.
 */
let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

/** A connection of its own, to hold a lock while the server waits for it. */
async function lockHolder(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return client
}

/** A request on /cms-api as the admin's browser sends it. */
const panel = (method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}/cms-api${path}`, {
    method,
    headers: { Origin: baseUrl, Cookie: admin.cookie ?? '', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const event = { title: 'Door Night', date: '2031-03-01T18:00:00.000Z', venue: 'Hall', location: 'Pokhara, Nepal', capacity: 300 }

describe('a draft saved through /cms-api', () => {
  it('follows the rules of its fields as on /api, and logs no error: only a required field may wait', async () => {
    const { body: published } = await admin.post('/api/events', event)
    const mark = serverLogMark()
    for (const [data, field] of [
      [{ capacity: 2_147_483_648 }, 'capacity'],
      [{ date: 1e308 }, 'date'],
      [{ date: 'garbage' }, 'date'],
      [{ artists: [999_999] }, 'artists'],
    ] as const) {
      const answer = await panel('PATCH', `/events/${published.id}?draft=true`, data)
      expect(answer.status, JSON.stringify(data)).toBe(400)
      expect(JSON.stringify(await answer.json()), JSON.stringify(data)).toContain(field)
      expect((await admin.patch(`/api/events/${published.id}?draft=true`, data)).status, `/api ${JSON.stringify(data)}`).toBe(400)
    }
    // A client's mistake is no fault of the server's: nothing at ERROR, no SQL in the log.
    const log = await serverLogSince(mark)
    expect(log).not.toMatch(/ERROR/)
    expect(log).not.toMatch(/Failed query/)

    // Nothing of it was kept: publish and unpublish still work on the record.
    expect((await admin.post(`/api/events/${published.id}/unpublish`)).status).toBe(200)
    expect((await admin.post(`/api/events/${published.id}/publish`)).status).toBe(200)

    // A title may still be empty in a draft, not once it is published.
    expect((await panel('PATCH', `/events/${published.id}?draft=true`, { title: '' })).status).toBe(200)
    const incomplete = await admin.post(`/api/events/${published.id}/publish`)
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.errors).toEqual([{ path: 'title', message: 'This field is required.' }])
    expect((await admin.get(`/api/events/${published.id}`)).body.title).toBe('Door Night')
  })
})

describe('a restore through /cms-api', () => {
  it('makes the version the latest draft, keeps a published record published, and logs what it did', async () => {
    const { body: record } = await admin.post('/api/events', { ...event, title: 'Restore Night', description: 'As published.' })
    expect((await panel('PATCH', `/events/${record.id}?draft=true`, { description: 'First draft.' })).status).toBe(200)
    expect((await panel('PATCH', `/events/${record.id}?draft=true`, { description: 'Second draft.' })).status).toBe(200)
    const versions = await (await panel('GET', `/events/versions?where[parent][equals]=${record.id}&limit=10&depth=0`)).json()
    const draft = versions.docs.find((version: { version: { description: string } }) => version.version.description === 'First draft.')

    expect((await fetch(`${baseUrl}/cms-api/events/versions/${draft.id}`, { method: 'POST', headers: { Origin: baseUrl } })).status).toBe(403)
    const restored = await panel('POST', `/events/versions/${draft.id}`)
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ id: record.id, description: 'First draft.', _status: 'draft' })

    // Visitors still read the published record; staff read the restored draft over it.
    const visitors = await fetch(`${baseUrl}/api/events/${record.id}`)
    expect(visitors.status).toBe(200)
    expect((await visitors.json()).description).toBe('As published.')
    expect((await admin.get(`/api/events/${record.id}?draft=true`)).body).toMatchObject({ description: 'First draft.', _state: 'changed' })
    const [entry] = await sql<{ summary: string; door: string }>(
      `SELECT summary, door FROM activity_log WHERE resource = 'events' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [record.id],
    )
    expect(entry).toEqual({ summary: `Restored event "Restore Night" as its draft: Description (version ${draft.id})`, door: '/cms-api' })

    expect((await panel('POST', '/events/versions/999999')).status).toBe(404)
    // Payload takes its routes' words in any case: so does this rule.
    expect((await panel('POST', `/events/VERSIONS/${draft.id}`)).status).toBe(200)
    expect((await (await fetch(`${baseUrl}/api/events/${record.id}`)).json()).description).toBe('As published.')
    // A "POST read as a GET" of a version reads it, and changes nothing.
    const before = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM _events_v WHERE parent_id = $1`, [record.id])
    const read = await fetch(`${baseUrl}/cms-api/events/versions/${draft.id}`, {
      method: 'POST',
      headers: { Origin: baseUrl, Cookie: admin.cookie ?? '', 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'depth=0',
    })
    expect(read.status).toBe(200)
    expect((await read.json()).id).toBe(draft.id)
    expect(await sql(`SELECT count(*)::int AS n FROM _events_v WHERE parent_id = $1`, [record.id])).toEqual(before)
  })

  it("publishes a published version restored with the panel's Restore (not as a draft), and says so", async () => {
    const { body: record } = await admin.post('/api/events', { ...event, title: 'Old Words Night', description: 'The first words.' })
    expect((await admin.patch(`/api/events/${record.id}`, { description: 'The second words.' })).status).toBe(200)
    const versions = await (await panel('GET', `/events/versions?where[parent][equals]=${record.id}&limit=10&depth=0`)).json()
    const first = versions.docs.find(
      (version: { version: { description: string; _status: string } }) =>
        version.version.description === 'The first words.' && version.version._status === 'published',
    )
    const restored = await panel('POST', `/events/versions/${first.id}?draft=false`)
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ description: 'The first words.', _status: 'published', message: 'Restored and published.' })
    expect((await (await fetch(`${baseUrl}/api/events/${record.id}`)).json()).description).toBe('The first words.')
    const logged = await sql<{ action: string }>(`SELECT action FROM activity_log WHERE resource = 'events' AND record_id = $1 ORDER BY id DESC LIMIT 2`, [
      record.id,
    ])
    expect(logged.map((entry) => entry.action)).toEqual(['publish', 'restore'])
  })
})

describe('a change through /cms-api', () => {
  it("waits for the record's edit lock, as /api's changes and the jobs queue's do, so neither undoes the other", async () => {
    const { body: record } = await admin.post('/api/events', { ...event, title: 'Locked Night' })
    const holder = await lockHolder()
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`record:events:${record.id}`])
      const change = panel('PATCH', `/events/${record.id}`, { capacity: 999 })
      const waited = await Promise.race([change.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 1_500))])
      expect(waited).toBe('waiting')
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [`record:events:${record.id}`])
      expect((await change).status).toBe(200)
    } finally {
      await holder.end()
    }
    expect((await admin.get(`/api/events/${record.id}`)).body.capacity).toBe(999)
  })
})

describe("the /cms panel's own screens", () => {
  it('are rendered without a refused query: Payload checks its document locks with dates', async () => {
    const { body: record } = await admin.post('/api/events', { ...event, title: 'Panel Screen Night' })
    const mark = serverLogMark()
    for (const path of [`/cms/collections/events/${record.id}`, '/cms/account', '/cms/globals/contact-settings']) {
      expect((await fetch(`${baseUrl}${path}`, { headers: { Cookie: admin.cookie ?? '' } })).status, path).toBe(200)
    }
    // The panel's screens catch a refused query and render an empty form: the log is where it shows.
    expect(await serverLogSince(mark)).not.toMatch(/ERROR|where\[|cannot be queried/)
  })
})

describe('a schedule made through /cms-api', () => {
  it('is refused more than five years ahead, as on /api', async () => {
    const { body: draft } = await admin.post('/api/events?draft=true', { ...event, title: 'Far Night' })
    const far = await panel('POST', '/publication-schedules', { resource: 'events', record: draft.id, action: 'publish', at: '2099-01-01T00:00:00Z' })
    expect(far.status).toBe(400)
    expect((await far.json()).errors[0].message).toBe('Choose a time within five years.')
    expect((await admin.post(`/api/events/${draft.id}/schedule`, { action: 'publish', at: '2099-01-01T00:00:00Z' })).status).toBe(400)
    const soon = await panel('POST', '/publication-schedules', {
      resource: 'events',
      record: draft.id,
      action: 'publish',
      at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(soon.status).toBe(201)
  })
})

describe("the panel's answers on accounts", () => {
  it('carry no session token in JSON: the session is the HttpOnly cookie alone', async () => {
    const login = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    expect(login.status).toBe(200)
    const signedIn = await login.json()
    expect(signedIn.user.email).toBe(ADMIN.email)
    expect(signedIn).not.toHaveProperty('token')
    expect(signedIn.exp).toBeGreaterThan(Date.now() / 1000)
    const cookie = login.headers.get('set-cookie')!
    expect(cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i)
    const session = { Origin: baseUrl, Cookie: cookie.split(';')[0] }

    const me = await (await fetch(`${baseUrl}/cms-api/users/me`, { headers: session })).json()
    expect(me.user.email).toBe(ADMIN.email)
    expect(me).not.toHaveProperty('token')
    const refreshed = await fetch(`${baseUrl}/cms-api/users/refresh-token`, { method: 'POST', headers: session })
    expect(refreshed.status).toBe(200)
    const renewal = await refreshed.json()
    expect(renewal.user.email).toBe(ADMIN.email)
    expect(renewal).not.toHaveProperty('refreshedToken')
    expect(renewal).not.toHaveProperty('token')
    expect(refreshed.headers.get('set-cookie')).toMatch(/payload-token=/)

    // A password chosen with a reset link signs the account in: the cookie, not a token in JSON.
    const token = 'cafe'.repeat(10)
    await sql(`UPDATE users SET reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' WHERE email = $2`, [token, ADMIN.email])
    const reset = await fetch(`${baseUrl}/cms-api/users/reset-password`, {
      method: 'POST',
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: ADMIN.password }),
    })
    expect(reset.status).toBe(200)
    expect(await reset.json()).not.toHaveProperty('token')
  })
})

describe('routes Payload has no answer for', () => {
  it('answer 404 JSON, never 500 or 501, signed in or not', async () => {
    const paths = [
      '/payload-jobs/versions',
      '/payload-locked-documents/versions',
      '/payload-kv/versions',
      '/payload-preferences/versions/1',
      '/payload-migrations',
      '/payload-migrations/versions',
      '/payload-migrations/count',
      '/payload-migrations/distinct',
      '/users/versions',
      '/globals/contact-settings/versions',
    ]
    for (const path of paths) {
      for (const answer of [await panel('GET', path), await fetch(`${baseUrl}/cms-api${path}`)]) {
        expect(answer.status, path).toBe(404)
        const text = await answer.text()
        expect(() => JSON.parse(text), path).not.toThrow()
        // Payload's own 501 named the server's address.
        expect(text, path).not.toMatch(/https?:\/\//)
      }
    }
  })
})
