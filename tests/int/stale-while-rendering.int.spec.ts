import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, baseUrl, freshSession } from '../setup/api'
import { startTestServer } from '../setup/test-server'
import { databaseUrl, mediaDir } from '../setup/worker'

/**
 * After a change, a visitor gets the previous copy of a page, feed or list at once while one
 * render replaces it (docs/architecture.md#stale-while-rendering). A second instance on the same
 * database waits for no render at all (FRESH_WAIT_MS=0), and writes down every statement it sends
 * (SQL_LOG_FILE), so that the renders a burst of visitors causes can be counted.
 */

let admin: ApiClient
let stale: Awaited<ReturnType<typeof startTestServer>>
const logDir = mkdtempSync(path.join(tmpdir(), 'agency-stale-'))
const sqlLog = path.join(logDir, 'sql.log')
/** How long the instance may take to hear of a write and render once. */
const soon = { timeout: 5_000, interval: 25 }
const DAY = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10)

beforeAll(async () => {
  ;({ admin } = await freshSession())
  stale = await startTestServer({
    port: Number(new URL(baseUrl).port) + 3,
    databaseUrl,
    mediaDir,
    env: { FRESH_WAIT_MS: '0', SQL_LOG_FILE: sqlLog },
  })
}, 120_000)

afterAll(async () => {
  await stale?.stop()
  rmSync(logDir, { recursive: true, force: true })
})

type Visit = { status: number; text: string; cache: string | null; etag: string | null; age: string | null; cacheControl: string | null }
async function visit(pathname: string): Promise<Visit> {
  const response = await fetch(`${stale.baseUrl}${pathname}`)
  const { headers } = response
  return {
    status: response.status,
    text: await response.text(),
    cache: headers.get('x-nextjs-cache'),
    etag: headers.get('etag'),
    age: headers.get('age'),
    cacheControl: headers.get('cache-control'),
  }
}

/** The statements the instance sent from `mark` (a size of its log) on that read a table. */
function readsOf(table: string, mark: number): number {
  const lines = readFileSync(sqlLog, 'utf8').slice(mark).split('\n').filter(Boolean)
  return lines.filter((line) => {
    const { query } = JSON.parse(line) as { query: string }
    return /^\s*select/i.test(query) && query.includes(`from "${table}"`)
  }).length
}
const logSize = () => statSync(sqlLog, { throwIfNoEntry: false })?.size ?? 0

describe('stale while rendering', () => {
  it('answers the previous page at once after a change, renders it once for a burst of visitors, then answers the fresh one', async () => {
    const artist = (await admin.post('/api/artists', { name: 'Stale Singer', bio: 'Sings.' })).body
    // The first visit has no copy to answer: it waits for the render.
    await expect.poll(async () => (await visit('/artists')).text, soon).toContain('Stale Singer')
    // The statements of one render after a change, with one visitor at a time.
    const alone = logSize()
    expect((await admin.patch(`/api/artists/${artist.id}`, { genre: 'Folk' })).status).toBe(200)
    await expect.poll(async () => (await visit('/artists')).text, soon).toContain('Folk')
    await expect.poll(async () => (await visit('/artists')).cache, soon).toBe('HIT')
    const oneRender = readsOf('artists', alone)
    expect(oneRender).toBeGreaterThan(0)

    const mark = logSize()
    expect((await admin.patch(`/api/artists/${artist.id}`, { name: 'Fresh Singer' })).status).toBe(200)
    // Once the instance has heard of the change, visitors get the previous copy, marked stale.
    const first = await (async () => {
      for (const until = Date.now() + soon.timeout; Date.now() < until;) {
        const answer = await visit('/artists')
        if (answer.cache === 'STALE' || answer.text.includes('Fresh Singer')) return answer
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error('the instance never heard of the change')
    })()
    expect(first.status).toBe(200)
    expect(first.cache).toBe('STALE')
    expect(first.text).toContain('Stale Singer')
    // A burst of visitors meanwhile: every one answered, by one render.
    const burst = await Promise.all(Array.from({ length: 12 }, () => visit('/artists')))
    for (const answer of burst) expect(answer.status).toBe(200)
    await expect.poll(async () => (await visit('/artists')).text, soon).toContain('Fresh Singer')
    const after = await visit('/artists')
    expect(after.text).toContain('Fresh Singer')
    expect(after.text).not.toContain('Stale Singer')
    expect(after.cache).toBe('HIT')
    // As many reads as one render: one render for all of them.
    expect(readsOf('artists', mark)).toBe(oneRender)
  })

  it('answers the previous API list at once, not kept by the edge, then the new list', async () => {
    const made = (await admin.post('/api/sponsorships', { packageName: 'Stale Gold' })).body
    await expect.poll(async () => (await visit('/api/sponsorships')).text, soon).toContain('Stale Gold')
    const before = await visit('/api/sponsorships')
    expect((await admin.patch(`/api/sponsorships/${made.id}`, { packageName: 'Fresh Gold' })).status).toBe(200)
    const seen: Visit[] = []
    await expect
      .poll(async () => {
        const answer = await visit('/api/sponsorships')
        seen.push(answer)
        return answer.text
      }, soon)
      .toContain('Fresh Gold')
    // Every answer was either the list as it was (its ETag too, gzipped or not) or the new one.
    const version = (etag: string | null) => etag?.replace(/-gzip"$/, '"')
    for (const answer of seen) {
      if (answer.text.includes('Stale Gold')) expect(version(answer.etag)).toBe(version(before.etag))
      else expect(version(answer.etag)).not.toBe(version(before.etag))
    }
    // The first request after the instance heard of the change got the previous list from the app
    // itself (the edge's copies carry an Age) while the new one was made.
    const fromTheApp = seen.filter((answer) => answer.text.includes('Stale Gold') && answer.age === null)
    expect(fromTheApp.length).toBeGreaterThan(0)
    // ...which no cache keeps.
    for (const answer of fromTheApp) expect(answer.cacheControl).toBe('no-store')
    // The new list stays.
    expect((await visit('/api/sponsorships')).text).toContain('Fresh Gold')
  })

  it('answers the previous feed at once, then the new one', async () => {
    const made = await admin.post('/api/events', {
      title: 'Stale Night',
      date: `${day(5)}T19:00:00+05:45`,
      timezone: 'Asia/Kathmandu',
      venue: 'Hall',
      location: 'Kathmandu, Nepal',
    })
    expect(made.status).toBe(201)
    await expect.poll(async () => (await visit('/events.ics')).text, soon).toContain('Stale Night')
    expect((await admin.patch(`/api/events/${made.body.id}`, { title: 'Fresh Night' })).status).toBe(200)
    const seen: Visit[] = []
    await expect
      .poll(async () => {
        const answer = await visit('/events.ics')
        seen.push(answer)
        return answer.text
      }, soon)
      .toContain('Fresh Night')
    expect((await visit('/events.ics')).text).not.toContain('Stale Night')
    // Once the change was heard, the feed made with the outdated read was answered at once and kept
    // by no cache (the edge's copies from before carry an Age).
    const fromTheApp = seen.filter((answer) => answer.text.includes('Stale Night') && answer.age === null)
    expect(fromTheApp.length).toBeGreaterThan(0)
    for (const answer of fromTheApp) expect(answer.cacheControl).toBe('no-store')
  })
})
