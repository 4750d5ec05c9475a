import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * `npm run cluster` as it runs: two instances of the built app behind nginx on loopback (and
 * Varnish in front of nginx where it is installed: tests/int/shared-cache.int.spec.ts), on a
 * database of their own (agency_cluster, with the demo content). What one instance is told, the
 * other shows; what is written by hand in SQL, both show within a second; an instance killed
 * under load costs no visitor a failed page; an upload through one is served by the other.
 */
const PORT = workerPort(PORT_OFFSET.cluster)
const nginx = `http://127.0.0.1:${PORT}`
const instance = (index: number) => `http://127.0.0.1:${PORT + index}`
const ADMIN = { email: 'cluster-admin@example.com', password: 'amber-canyon-relay-64' }

const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_cluster`
  return url.toString()
})()
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-cluster-media-'))

let cluster: ChildProcess
let output = ''
let db: pg.Pool
let cookie = ''

async function eventually<T>(attempt: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await attempt().catch(() => undefined as T)
    if ((value !== undefined && accept(value)) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The pid the cluster last reported for an instance. */
function pidOf(index: number): number {
  const pids = [...output.matchAll(new RegExp(`instance ${index} on [\\d.:]+ \\(pid (\\d+)\\)`, 'g'))]
  return Number(pids.at(-1)?.[1])
}

const text = async (url: string) => (await fetch(url)).text()

/** A request as the admin, to one instance. */
function asAdmin(base: string, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Origin', nginx)
  headers.set('Cookie', cookie)
  return fetch(`${base}${pathname}`, { ...init, headers })
}

beforeAll(async () => {
  await recreateDatabase(databaseUrl)
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      INSTANCES: '2',
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'cluster-test-secret',
      SITE_URL: nginx,
      MEDIA_DIR: mediaDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // As the tests' own servers: a visitor after a change waits for the fresh page or list.
      FRESH_WAIT_MS: '600000',
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
    (seen) => seen.includes('instances behind nginx') || cluster.exitCode !== null,
    180_000,
  )
  expect(cluster.exitCode).toBeNull()
  expect(
    (
      await eventually(
        () => fetch(`${nginx}/api/auth/me`),
        (response) => response.status === 401,
        10_000,
      )
    ).status,
  ).toBe(401)

  const login = await fetch(`${instance(1)}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: nginx },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  })
  expect(login.status).toBe(200)
  cookie = login.headers.get('set-cookie')!.split(';')[0]
}, 240_000)

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve))
    cluster.kill('SIGINT')
    await exited
  }
  await db?.end()
  rmSync(mediaDir, { recursive: true, force: true })
}, 60_000)

/** An event both the events page (what is coming) and the API list show: the first one still ahead. */
async function firstEvent() {
  const events = (await (await fetch(`${nginx}/api/events`)).json()) as { id: number; title: string; date: string }[]
  return events.find((event) => Date.parse(event.date) > Date.now() + 2 * 86_400_000)!
}

describe('two instances behind nginx', () => {
  it('show a change made through one instance on every following request, whichever instance answers', async () => {
    const event = await firstEvent()
    // Both instances hold the page and the list in their caches.
    for (let i = 0; i < 10; i++) {
      expect(await text(`${nginx}/events`)).toContain(event.title)
      expect(await text(`${nginx}/api/events`)).toContain(event.title)
    }
    const title = `${event.title} (moved to the Dome)`
    const saved = await asAdmin(instance(1), `/api/events/${event.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(saved.status).toBe(200)
    for (let i = 0; i < 20; i++) {
      expect(await text(`${nginx}/events`), `page, request ${i + 1}`).toContain(title)
      expect(await text(`${nginx}/api/events`), `list, request ${i + 1}`).toContain(title)
    }
  })

  it('show a row changed by hand in SQL on both instances, with no request that changes anything', async () => {
    const event = await firstEvent()
    for (const index of [1, 2]) await text(`${instance(index)}/api/events`) // cached on both
    const title = `Changed in psql ${Date.now()}`
    await db.query(`UPDATE events_locales SET title = $1 WHERE _parent_id = $2 AND _locale = 'en'`, [title, event.id])
    // Both instances hear of it (a database notification): how soon is the bench's to measure.
    await Promise.all(
      [1, 2].map((index) =>
        eventually(
          () => text(`${instance(index)}/api/events`),
          (list) => list.includes(title),
          5_000,
        ),
      ),
    )
    expect(await text(`${instance(2)}/events`)).toContain(title)
  })

  it('count sign-ins per real client address: an X-Forwarded-For a client makes up is not believed', async () => {
    await db.query('TRUNCATE rate_limits')
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const answer = await fetch(`${nginx}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: nginx, 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ login: 'nobody-at-all', password: 'not-a-password-at-all' }),
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    await db.query('TRUNCATE rate_limits')
  })

  it('serve an image uploaded through one instance from the other', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2050c0' } })
      .png()
      .toBuffer()
    const form = new FormData()
    const name = `cluster-${Date.now()}.png`
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), name)
    const uploaded = await asAdmin(instance(1), '/api/media', { method: 'POST', body: form })
    expect(uploaded.status).toBe(201)
    const { filename } = (await uploaded.json()) as { filename: string }

    // Used by a public record (a visitor sees only such uploads), the file is served by the other
    // instance, whose public pages point at its version, and whose optimiser resizes it.
    const created = await asAdmin(instance(1), '/api/artists', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Aaron Cluster', bio: 'Plays on every instance.', profilePhoto: filename }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const file = await fetch(`${instance(2)}/cms-api/media/file/${filename}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true)
    const html = (await text(`${instance(2)}/artist/aaron-cluster?id=${id}`)).replaceAll('&amp;', '&')
    const variant = /\/_next\/image\?url=[^"\s,]*?&w=640&q=75/.exec(html)?.[0]
    expect(variant).toBeDefined()
    const resized = await fetch(`${instance(2)}${variant}`)
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toMatch(/^image\//)
  })

  it('lose no GET when an instance is killed under load, and the instance started again serves fresh content at once', async () => {
    const paths = ['/events', '/artists', '/api/events', '/', '/sponsorship', '/api/artists', '/tour']
    const failures: string[] = []
    let requests = 0
    const until = Date.now() + 10_000
    const worker = async (offset: number) => {
      for (let i = offset; Date.now() < until; i++) {
        const pathname = paths[i % paths.length]
        try {
          const response = await fetch(`${nginx}${pathname}`)
          await response.arrayBuffer()
          if (response.status !== 200) failures.push(`${pathname}: ${response.status}`)
        } catch (error) {
          failures.push(`${pathname}: ${String(error)}`)
        }
        requests++
      }
    }
    const victim = pidOf(2)
    expect(victim).toBeGreaterThan(0)
    const killer = new Promise<void>((resolve) =>
      setTimeout(() => {
        process.kill(victim, 'SIGKILL')
        resolve()
      }, 3_000),
    )
    await Promise.all([...Array.from({ length: 8 }, (_, offset) => worker(offset)), killer])
    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(100)

    // The cluster starts it again; a change made meanwhile shows there at once.
    const event = await firstEvent()
    const title = `While instance 2 was away ${Date.now()}`
    expect(
      (
        await asAdmin(instance(1), `/api/events/${event.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title }),
        })
      ).status,
    ).toBe(200)
    await eventually(
      async () => pidOf(2),
      (pid) => pid !== victim,
      15_000,
    )
    const back = await eventually(
      () => fetch(`${instance(2)}/api/auth/me`),
      (response) => response.status === 401,
      60_000,
    )
    expect(back.status).toBe(401)
    expect(await text(`${instance(2)}/events`)).toContain(title)
    expect(await text(`${instance(2)}/api/events`)).toContain(title)
  }, 120_000)
})
