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
    const [entry] = await sql<{ summary: string; door: string }>(`SELECT summary, door FROM activity_log WHERE resource = 'events' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [record.id])
    expect(entry).toEqual({ summary: `Restored event "Restore Night" as its draft: description (version ${draft.id})`, door: '/cms-api' })

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
    const first = versions.docs.find((version: { version: { description: string; _status: string } }) => version.version.description === 'The first words.' && version.version._status === 'published')
    const restored = await panel('POST', `/events/versions/${first.id}?draft=false`)
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ description: 'The first words.', _status: 'published', message: 'Restored and published.' })
    expect((await (await fetch(`${baseUrl}/api/events/${record.id}`)).json()).description).toBe('The first words.')
    const logged = await sql<{ action: string }>(`SELECT action FROM activity_log WHERE resource = 'events' AND record_id = $1 ORDER BY id DESC LIMIT 2`, [record.id])
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
