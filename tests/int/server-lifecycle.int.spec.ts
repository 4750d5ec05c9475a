import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import { startDatabaseLink } from '../setup/database-link'
import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { startTestServer } from '../setup/test-server'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * A server of its own (on its worker's lifecycle port, database agency_lifecycle) that reaches PostgreSQL through a
 * relay the test can cut: what visitors and clients get while the database is away, that the site
 * recovers by itself, and what happens on SIGTERM.
 */
const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_lifecycle`
  return url.toString()
})()
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-lifecycle-media-'))

let link: Awaited<ReturnType<typeof startDatabaseLink>>
let server: Awaited<ReturnType<typeof startTestServer>>
let db: pg.Pool

beforeAll(async () => {
  await recreateDatabase(databaseUrl)
  db = new pg.Pool({ connectionString: databaseUrl, max: 3 })
  link = await startDatabaseLink(databaseUrl)
  server = await startTestServer({ port: workerPort(PORT_OFFSET.lifecycle), databaseUrl: link.url, mediaDir })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await link?.close()
  await db?.end()
  rmSync(mediaDir, { recursive: true, force: true })
})

const get = (pathname: string, init?: RequestInit) => fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual', ...init })

async function eventually<T>(attempt: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await attempt()
    if (accept(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const sessionsAbandoned = async () =>
  Number((await db.query(`SELECT sessions_abandoned FROM pg_stat_database WHERE datname = current_database()`)).rows[0].sessions_abandoned)
const siteConnections = async () =>
  Number((await db.query(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'agency-site'`)).rows[0].count)

describe('while the database is away', () => {
  it('serves cached pages, answers 503 where it needs the database, and recovers by itself', { timeout: 120_000 }, async () => {
    // Rendered once while the database is up: in the cache from now on.
    expect((await get('/events')).status).toBe(200)
    // The edge's copies of the page documents are made once the server listens: wait for them.
    await eventually(
      async () => server.output(),
      (output) => output.includes('Page documents kept for an outage'),
      60_000,
    )
    expect(server.output()).toContain('Page documents kept for an outage')

    await link.cut()
    onTestFinished(() => link.restore().catch(() => {}))
    const startedAt = Date.now()

    const api = await get('/api/sponsorships')
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('5')
    expect(api.headers.get('content-type')).toMatch(/application\/json/)
    expect(await api.json()).toEqual({ message: 'Service temporarily unavailable' })

    const uncached = await get('/artists')
    expect(uncached.status).toBe(503)
    expect(uncached.headers.get('retry-after')).toBe('5')
    expect(uncached.headers.get('cache-control')).toMatch(/no-store/)
    // A whole document with the artists page's own error words, readable without JavaScript
    // (the copy the edge kept of src/app/(site)/[area]/page-documents), not Next.js's empty shell.
    expect(uncached.headers.get('content-type')).toMatch(/text\/html/)
    const document = await uncached.text()
    expect(document).not.toContain('__next_error__')
    expect(document).toMatch(/<title>Error loading artists \| /)
    expect(document).toContain('Please try again later')
    expect(document).toMatch(/<meta name="robots" content="noindex/)
    expect(document).not.toContain('rel="canonical"')
    const elsewhere = await get('/tour')
    expect(elsewhere.status).toBe(503)
    expect(await elsewhere.text()).toContain('This page is taking a short break. Please try again in a moment.')

    const cached = await get('/events')
    expect(cached.status).toBe(200)
    expect(await cached.text()).toContain('<h1')
    // Neither hangs: each answer came within the pool's 5 s connection timeout.
    expect(Date.now() - startedAt).toBeLessThan(15_000)

    await link.restore()
    const page = await eventually(
      () => get('/artists'),
      (response) => response.status === 200,
      10_000,
    )
    expect(page.status).toBe(200)
    const list = await eventually(
      () => get('/api/sponsorships'),
      (response) => response.status === 200,
      10_000,
    )
    expect(list.status).toBe(200)
  })
})

describe('the log', () => {
  it('keeps a client mistake or a refused sign-in to one line, without a stack or SQL', async () => {
    const before = server.output().length
    const mistakes = [
      await get('/cms-api/artists?where[updatedAt][like]=2026'),
      await get('/cms-api/artists?where=abc'),
      await get('/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
      }),
    ]
    expect(mistakes.map((response) => response.status)).toEqual([400, 400, 401])
    const logged = server.output().slice(before)
    expect(logged).toContain('The email or password provided is incorrect.')
    expect(logged).not.toMatch(/\bat \S+ \(|"stack"|SELECT|select /)
  })
})

describe('a signed-in staff member while the database is away', () => {
  it('is answered 503 on every door, never taken for signed out, and is still signed in after', async () => {
    const setup = await get('/api/auth/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ username: 'keeper', email: 'keeper@example.com', password: 'lichen-parade-tundra-29' }),
    })
    expect(setup.status).toBe(201)
    const { id } = (await setup.json()) as { id: number }
    const cookie = setup.headers.get('set-cookie')!.split(';')[0]
    // The next test signs up the first admin of an empty site.
    onTestFinished(async () => {
      await db.query('TRUNCATE users RESTART IDENTITY CASCADE')
    })
    const staff = (pathname: string, init: RequestInit = {}) =>
      get(pathname, { ...init, headers: { Cookie: cookie, Origin: server.baseUrl, 'Content-Type': 'application/json', ...init.headers } })
    // A program of theirs, signing with an API key: during the outage its key is not "revoked" (401).
    const made = await staff(`/api/users/${id}/api-key`, { method: 'POST' })
    expect(made.status).toBe(201)
    const { apiKey } = (await made.json()) as { apiKey: string }
    const program = (pathname: string, init: RequestInit = {}) =>
      get(pathname, { ...init, headers: { Authorization: `users API-Key ${apiKey}`, 'Content-Type': 'application/json', ...init.headers } })
    const doors: [string, () => Promise<Response>][] = [
      ['GET /api/auth/me', () => staff('/api/auth/me')],
      ['POST /api/artists', () => staff('/api/artists', { method: 'POST', body: JSON.stringify({ name: 'Outage artist', bio: 'Saved while away.' }) })],
      ['GET /cms-api/users/me', () => staff('/cms-api/users/me')],
      [
        'PATCH /cms-api/users/:id',
        () =>
          staff(`/cms-api/users/${id}`, {
            method: 'PATCH',
            body: JSON.stringify({ email: 'keeper2@example.com', currentPassword: 'lichen-parade-tundra-29' }),
          }),
      ],
      ['GET /admin', () => staff('/admin')],
      ['GET /admin/artists', () => staff('/admin/artists')],
      ['GET /cms', () => staff('/cms')],
      ['GET /api/auth/me with an API key', () => program('/api/auth/me')],
      [
        'POST /api/artists with an API key',
        () => program('/api/artists', { method: 'POST', body: JSON.stringify({ name: 'Keyed outage artist', bio: 'Sent while away.' }) }),
      ],
      ['GET /cms-api/users/me with an API key', () => program('/cms-api/users/me')],
    ]
    for (const [door, request] of doors) expect([200, 201], door).toContain((await request()).status)

    await link.cut()
    onTestFinished(() => link.restore().catch(() => {}))
    for (const [door, request] of doors) {
      const answer = await request()
      // Before: 401 from the API, { user: null } from /cms-api/users/me, 403 from /cms-api, and
      // redirects to the login screens from /admin and /cms.
      expect(answer.status, door).toBe(503)
      expect(answer.headers.get('retry-after'), door).toBe('5')
      expect(answer.headers.get('cache-control'), door).toMatch(/no-store/)
    }
    // A request without a session does not need the database to be told it has none.
    expect((await get('/api/auth/me')).status).toBe(401)

    await link.restore()
    const me = await eventually(
      () => staff('/api/auth/me'),
      (response) => response.status === 200,
      10_000,
    )
    expect(me.status).toBe(200)
    expect((await staff('/admin')).status).toBe(200)
    expect((await program('/api/auth/me')).status).toBe(200)
  }, 60_000)
})

describe('on SIGTERM', () => {
  it('finishes the request in flight, closes its database connections, then exits', async () => {
    expect(await siteConnections()).toBeGreaterThan(0)
    // Let the sessions the outage broke be counted before taking the baseline.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const abandonedBefore = await sessionsAbandoned()

    // The first-admin sign-up waits for this lock (src/app/api/auth/setup/route.ts): a request in flight.
    const holder = await db.connect()
    await holder.query(`SELECT pg_advisory_lock(hashtext('first-admin'))`)
    const signUp = get('/api/auth/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ username: 'owner', email: 'owner@example.com', password: 'tulip-granary-beacon-61' }),
    })
    await eventually(
      async () =>
        Number(
          (
            await db.query(
              `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          ).rows[0].count,
        ),
      (waiting) => waiting > 0,
      10_000,
    )

    const exitCode = server.stop()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await Promise.race([exitCode.then(() => 'exited'), Promise.resolve('running')])).toBe('running')

    await holder.query(`SELECT pg_advisory_unlock(hashtext('first-admin'))`)
    holder.release()
    expect((await signUp).status).toBe(201)
    expect(await exitCode).toBe(143)

    const saved = await db.query(`SELECT role FROM users WHERE email = 'owner@example.com'`)
    expect(saved.rows).toEqual([{ role: 'admin' }])
    expect(await eventually(siteConnections, (count) => count === 0, 5_000)).toBe(0)
    // Every connection ended with a goodbye: PostgreSQL counts none as abandoned.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await sessionsAbandoned()).toBe(abandonedBefore)
  }, 60_000)

  it('exits cleanly while a request whose visitor has gone still has a query running', async () => {
    // A second server: the first one has exited.
    const second = await startTestServer({ port: workerPort(PORT_OFFSET.lifecycle) + 1, databaseUrl, mediaDir })
    onTestFinished(async () => {
      await second.stop()
    })
    // Reads of the events table wait while this transaction holds it.
    const holder = await db.connect()
    onTestFinished(() => holder.release())
    await holder.query('BEGIN')
    await holder.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE')
    const visitor = new AbortController()
    const list = fetch(`${second.baseUrl}/api/events`, { signal: visitor.signal }).catch(() => 'hung up')
    await eventually(
      async () =>
        Number(
          (
            await db.query(
              `SELECT count(*) FROM pg_locks WHERE relation = 'events'::regclass AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          ).rows[0].count,
        ),
      (waiting) => waiting > 0,
      10_000,
    )
    // The visitor hangs up: the server has no connection left to wait for, but the request's
    // query is still running when the process exits and the pool is closed under it.
    visitor.abort()
    expect(await list).toBe('hung up')

    expect(await second.stop()).toBe(143)
    // The connection closed under that query is not given back to the pool a second time (an
    // uncaught error in the last moments of the process).
    expect(second.output()).not.toMatch(/Release called on client|uncaughtException|unhandledRejection/)
    expect(second.output()).toContain('Database connections closed')
    await holder.query('ROLLBACK')
    expect(await eventually(siteConnections, (count) => count === 0, 5_000)).toBe(0)
  }, 60_000)
})
