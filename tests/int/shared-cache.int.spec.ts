import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * `npm run cluster` with Varnish in front (deploy/varnish/agency.vcl): two instances of the built
 * app behind nginx, behind Varnish, on a database of their own (agency_shared_cache, with the demo
 * content). Public pages and API lists are served from Varnish; an edit purges exactly what it
 * changed and shows through Varnish once rendered (within 200 ms: the bench measures it); nothing signed in or previewed is ever served
 * from it or kept in it. Skipped where varnishd is not installed (CI installs it: .ci/run).
 */
const VARNISHD = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd'
const installed = existsSync(VARNISHD)
const PORT = workerPort(PORT_OFFSET.sharedCache)
const varnish = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'shared-cache-admin@example.com', password: 'cedar-harbour-lamp-27' }
/**
 * How long a test waits for a change to show through Varnish: the promise itself (200 ms, a render
 * included) is measured by the bench (`npm run bench:shared-cache`), not timed here.
 */
const SHOWN_WITHIN_MS = 5_000

const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_shared_cache`
  return url.toString()
})()

let cluster: ChildProcess | undefined
let mediaDir = ''
let output = ''
let cookie = ''

async function eventually<T>(attempt: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await attempt().catch(() => undefined as T)
    if ((value !== undefined && accept(value)) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

type Answer = { status: number; body: string; headers: Headers }
async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${varnish}${pathname}`, { headers })
  return { status: response.status, body: await response.text(), headers: response.headers }
}
const cacheOf = (answer: Answer) => answer.headers.get('x-cache')

/** A request as the admin, through Varnish. */
function asAdmin(pathname: string, init: RequestInit = {}, extraCookie = '') {
  const headers = new Headers(init.headers)
  headers.set('Origin', varnish)
  headers.set('Cookie', [cookie, extraCookie].filter(Boolean).join('; '))
  return fetch(`${varnish}${pathname}`, { ...init, headers, redirect: 'manual' })
}
const json = { 'Content-Type': 'application/json' }

/** An event both the events page (what is coming) and the API list show: the first one still ahead. */
async function firstEvent(): Promise<{ id: number; title: string }> {
  const events = JSON.parse((await get('/api/events')).body) as { id: number; title: string; date: string }[]
  return events.find((event) => Date.parse(event.date) > Date.now() + 2 * 86_400_000)!
}

/** Asks until the answer is kept by Varnish (a HIT), a few times at most. */
async function kept(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return eventually(
    () => get(pathname, headers),
    (answer) => cacheOf(answer) === 'HIT',
    5_000,
  )
}

describe.skipIf(!installed)(`Varnish in front of the cluster (needs ${VARNISHD}: apt-get install varnish varnish-modules)`, () => {
  beforeAll(async () => {
    mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-shared-cache-media-'))
    await recreateDatabase(databaseUrl)
    cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
      env: {
        ...process.env,
        INSTANCES: '2',
        PORT: String(PORT),
        DATABASE_URL: databaseUrl,
        PAYLOAD_SECRET: 'shared-cache-test-secret',
        SITE_URL: varnish,
        MEDIA_DIR: mediaDir,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SHARED_CACHE: '',
        SHARED_CACHE_MEMORY: '64m',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      process.stdout.write(chunk)
      output += chunk.toString()
    }
    cluster.stdout?.on('data', keep)
    cluster.stderr?.on('data', keep)
    await eventually(
      async () => output,
      (seen) => seen.includes('behind Varnish') || cluster!.exitCode !== null,
      180_000,
    )
    expect(cluster.exitCode).toBeNull()
    const login = await fetch(`${varnish}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, Origin: varnish },
      body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
    })
    expect(login.status).toBe(200)
    cookie = login.headers.get('set-cookie')!.split(';')[0]
  }, 240_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster!.once('exit', resolve))
      cluster.kill('SIGINT')
      await exited
    }
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
  }, 60_000)

  it("serves a public page and the API list from Varnish, answers a list's revalidation with 304, and keeps the tags to itself", async () => {
    for (const pathname of ['/events', '/api/events']) {
      const hit = await kept(pathname)
      expect(cacheOf(hit), pathname).toBe('HIT')
      expect(Number(hit.headers.get('age')), pathname).toBeGreaterThanOrEqual(0)
      for (const internal of ['xkey', 'surrogate-key', 'surrogate-control', 'x-next-cache-tags']) expect(hit.headers.get(internal), internal).toBeNull()
      // The clients' own rules are the app's: a page for a minute in shared caches, a list revalidated each time.
      expect(hit.headers.get('cache-control'), pathname).toMatch(pathname === '/api/events' ? /^public, no-cache$/ : /s-maxage=\d+/)
      // Gzipped, as a browser asks: a copy of its own.
      const gzipped = await kept(pathname, { 'accept-encoding': 'gzip' })
      expect(gzipped.headers.get('content-encoding'), pathname).toBe('gzip')
    }
    // A list's revalidation is answered 304 by Varnish, with the app's own ETag of each copy.
    for (const encoding of ['identity', 'gzip']) {
      const etag = (await kept('/api/events', { 'accept-encoding': encoding })).headers.get('etag')
      expect(etag).toMatch(/^"events-/)
      const again = await get('/api/events', { 'accept-encoding': encoding, 'if-none-match': etag! })
      expect([again.status, cacheOf(again), again.headers.get('etag')]).toEqual([304, 'HIT', etag])
    }
  })

  it('shows an edit through Varnish once it is rendered, and purges only what shows what changed', async () => {
    const event = await firstEvent()
    expect((await kept('/events')).body.includes(event.title)).toBe(true)
    expect((await kept('/api/events')).body.includes(event.title)).toBe(true)
    const sponsorship = await kept('/api/sponsorships')
    const title = `${event.title} (now at the Dome ${Date.now()})`
    const saved = await asAdmin(`/api/events/${event.id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ title }) })
    expect(saved.status, await saved.clone().text()).toBe(200)
    await Promise.all(
      ['/events', '/api/events'].map(async (pathname) => {
        // The saving instance answered once Varnish had let go of what the change made out of
        // date: the first request after the answer is not served from Varnish's old copy.
        const first = await get(pathname)
        expect(cacheOf(first), pathname).not.toBe('HIT')
        const shown = first.body.includes(title)
          ? first
          : await eventually(
              () => get(pathname),
              (answer) => answer.body.includes(title),
              SHOWN_WITHIN_MS,
            )
        expect(shown.body.includes(title), `${pathname} shows the change`).toBe(true)
      }),
    )
    // Kept again, with the change; what shows no event was not purged.
    expect((await kept('/api/events')).body.includes(title)).toBe(true)
    const other = await get('/api/sponsorships')
    expect(cacheOf(other)).toBe('HIT')
    expect(other.body).toBe(sponsorship.body)
  })

  it('never serves a signed-in answer from Varnish nor keeps one: visitors and staff each get their own', async () => {
    const title = `Staff only ${Date.now()}`
    const created = await asAdmin('/api/events?draft=true', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ venue: 'Hall', location: 'Kathmandu, Nepal', date: new Date(Date.now() + 40 * 86_400_000).toISOString(), title }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    // Staff first: their list shows the draft, and is not kept...
    const staff = await asAdmin('/api/events')
    expect([staff.status, staff.headers.get('x-cache'), staff.headers.get('cache-control')]).toEqual([200, 'PASS', 'private, no-store'])
    expect((await staff.text()).includes(title), 'staff see the draft').toBe(true)
    // ...so the visitor after them gets the visitors' list, which is kept...
    const visitor = await kept('/api/events')
    expect(visitor.body.includes(title), 'the visitor does not see it').toBe(false)
    // ...and staff after that still get their own, never the visitors' kept one.
    const staffAgain = await asAdmin('/api/events')
    expect(staffAgain.headers.get('x-cache')).toBe('PASS')
    expect((await staffAgain.text()).includes(title), 'staff still see it').toBe(true)
    // Signed in by an API key's Authorization alike.
    const keyed = await fetch(`${varnish}/api/events`, { headers: { Authorization: 'users API-Key not-a-key' } })
    expect(keyed.headers.get('x-cache')).toBe('PASS')
    // A signed-in member on a public page: never from Varnish.
    const page = await asAdmin('/events')
    expect(page.headers.get('x-cache')).toBe('PASS')
  })

  it('never serves a preview from Varnish nor keeps one: the visitor after it sees the published page', async () => {
    const event = await firstEvent()
    const draft = `${event.title} (draft ${Date.now()})`
    expect((await asAdmin(`/api/events/${event.id}?draft=true`, { method: 'PATCH', headers: json, body: JSON.stringify({ title: draft }) })).status).toBe(200)
    await kept('/events')
    const entered = await asAdmin('/admin/preview?path=/events')
    expect(entered.status).toBe(303)
    const bypass = entered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('__prerender_bypass='))
    expect(bypass).toBeDefined()
    const preview = await asAdmin('/events', {}, bypass)
    expect(preview.headers.get('x-cache')).toBe('PASS')
    expect((await preview.text()).includes(draft), 'the preview shows the draft').toBe(true)
    const visitor = await get('/events')
    expect(visitor.body.includes(draft), 'the visitor sees no draft').toBe(false)
    expect(visitor.body.includes(event.title), 'the visitor sees the published title').toBe(true)
    // The draft-mode cookie alone (no session) is never looked up either.
    expect(cacheOf(await get('/events', { cookie: bypass! }))).toBe('PASS')
  })

  it('bans everything when asked to, and refuses a purge that names nothing', async () => {
    await kept('/api/events')
    const banned = await fetch(`${varnish}/`, { method: 'PURGE', headers: { 'purge-all': '1' } })
    expect(banned.status).toBe(200)
    expect(cacheOf(await get('/api/events'))).toBe('MISS')
    // The instances purge with what they heard: a purge with no tags is refused.
    expect((await fetch(`${varnish}/`, { method: 'PURGE' })).status).toBe(400)
    // Every purge the instances sent went through: one that failed (a busy machine can keep Varnish
    // from answering within the purger's 2 s) was sent again until it did.
    const stillFailing = () =>
      [...new Set(output.match(/^\[app \d+\]/gm))].filter((app) =>
        /failed/.test(output.split('\n').findLast((line) => line.startsWith(app) && /Purging the shared cache .* failed|takes purges again/.test(line)) ?? ''),
      )
    await expect.poll(stillFailing, { timeout: 15_000 }).toEqual([])
  })
})
