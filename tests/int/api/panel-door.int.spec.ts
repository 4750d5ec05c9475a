import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type ApiClient, baseUrl, freshSession, serverLogMark, serverLogSince, sql } from '../../setup/api'

/**
 * Payload's own REST (/cms-api) held to the rules of /api: a draft follows its fields' rules, a
 * restore keeps a published record published, a schedule stays within five years, no session token
 * is answered in JSON, and a route it has no answer for is a 404, never a 500 or 501.
 */
let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

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
    const log = serverLogSince(mark)
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
    const [entry] = await sql<{ summary: string; door: string }>(`SELECT summary, door FROM activity_log WHERE resource = 'events' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [record.id])
    expect(entry).toEqual({ summary: `Restored event "Restore Night" as its draft: description (version ${draft.id})`, door: '/cms-api' })

    expect((await panel('POST', '/events/versions/999999')).status).toBe(404)
  })
})

describe('a schedule made through /cms-api', () => {
  it('is refused more than five years ahead, as on /api', async () => {
    const { body: draft } = await admin.post('/api/events?draft=true', { ...event, title: 'Far Night' })
    const far = await panel('POST', '/publication-schedules', { resource: 'events', record: draft.id, action: 'publish', at: '2099-01-01T00:00:00Z' })
    expect(far.status).toBe(400)
    expect((await far.json()).errors[0].message).toBe('Choose a time within five years.')
    expect((await admin.post(`/api/events/${draft.id}/schedule`, { action: 'publish', at: '2099-01-01T00:00:00Z' })).status).toBe(400)
    const soon = await panel('POST', '/publication-schedules', { resource: 'events', record: draft.id, action: 'publish', at: new Date(Date.now() + 86_400_000).toISOString() })
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
        expect(text, path).not.toContain('localhost')
      }
    }
  })
})
