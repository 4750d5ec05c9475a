// npm run bench [-- small|large|all] [--skip-build] [--no-lighthouse]
// Builds once, starts the app's server on a fresh generated database per size, measures, prints
// a table and writes bench/results/latest.json. Targets 127.0.0.1 only; stops what it started.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterChange, changes, type Spread, startMailSink } from './after-change'
import { benchCluster, listedEvent } from './cluster'
import { fillLarge } from './data.mjs'
import { runLighthouse } from './lighthouse'
import { rssMb } from './process'
import { type Load, wrk } from './wrk'
import { smtpPortFor } from '../tests/setup/smtp-peer'
import { provideTestDatabase, recreateDatabase } from '../tests/setup/test-database'
import { startTestServer, TEST_SECRET } from '../tests/setup/test-server'

type Size = 'small' | 'large'

/** What a fresh render after a change may make its first visitor wait, in ms (docs/performance.md). */
const AFTER_CHANGE_TARGET = { p50: 100, p95: 300 }
const args = process.argv.slice(2)
const sizes: Size[] = args.includes('small') ? ['small'] : args.includes('large') ? ['large'] : ['small', 'large']
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const DURATION = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = 50
/** Changes per figure after a change (its p50 and p95). */
const CHANGE_SAMPLES = Number(process.env.BENCH_CHANGES ?? 9)
const ADMIN = { username: 'bench-admin', email: 'bench-admin@example.com', password: 'saffron-tide-compass-9' }
/** The public file: the fastest thing `next start` serves (a file of the same bytes as /events). */
const REFERENCE_FILE = path.resolve('public/bench-reference.html')
/**
 * The prerendered reference: the /events page rendered at build time (`force-static`), written
 * for the bench's build only and removed right after it. Cached public pages should serve as fast.
 */
const REFERENCE_ROUTE = path.resolve('src/app/(site)/bench-reference/page.tsx')
/**
 * The framework's floor: a page with a heading and a paragraph under a root layout of its own
 * (none of the site's layout, styles or client code), prerendered at build time and written for
 * the bench's build only, like the reference. Its first-load JavaScript and Lighthouse scores are
 * what Next.js and React cost before the site adds anything.
 */
const FLOOR_PATH = '/bench-floor'
const FLOOR_ROUTE_GROUP = path.resolve('src/app/(bench-floor)')
const FLOOR_FILES: Record<string, string> = {
  'layout.tsx': [
    "export const metadata = { title: 'Framework floor', description: 'A page with nothing of the site: what Next.js and React alone cost.' }",
    'export default function FloorLayout({ children }: { children: React.ReactNode }) {',
    '  return <html lang="en"><body>{children}</body></html>',
    '}',
  ].join('\n'),
  'bench-floor/page.tsx': [
    "export const dynamic = 'force-static'",
    'export default function FloorPage() {',
    '  return <main><h1>Framework floor</h1><p>A page with nothing of the site: what Next.js and React alone cost.</p></main>',
    '}',
  ].join('\n'),
}

/** What a browser or an HTTP library sends; without it, answers are the uncompressed bytes. */
const GZIP = { 'accept-encoding': 'gzip, deflate, br' }

export async function load(
  baseUrl: string,
  urlPath: string,
  seconds = DURATION,
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
): Promise<Load> {
  const labels = [connections === CONNECTIONS ? '' : `${connections} connections`, headers['accept-encoding'] ? 'gzip' : ''].filter(Boolean)
  const label = labels.length ? `${urlPath} (${labels.join(', ')})` : urlPath
  return wrk(`${baseUrl}${urlPath}`, { seconds, connections, headers, label })
}

/** Median server time of one page over a few sequential requests (scale comparison). */
async function serverTime(baseUrl: string, urlPath: string, samples = 51): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    const response = await fetch(`${baseUrl}${urlPath}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10
}

/**
 * Requests the phone-sized variants of each page's images once: the image optimiser makes each
 * variant on its first request, which only the first visitor after a deploy waits for.
 */
async function warmImages(baseUrl: string, paths: string[]): Promise<void> {
  for (const urlPath of paths) {
    const html = (await (await fetch(`${baseUrl}${urlPath}`)).text()).replaceAll('&amp;', '&')
    const variants = new Set([...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0]).filter((u) => Number(/[?&]w=(\d+)/.exec(u)?.[1]) <= 1080))
    for (const variant of variants) await (await fetch(`${baseUrl}${variant}`)).arrayBuffer()
  }
}

/** Gzipped bytes of the JavaScript a page loads first (its <script src> files a current browser runs). */
async function firstLoadJs(baseUrl: string, urlPath: string): Promise<number> {
  const html = await (await fetch(`${baseUrl}${urlPath}`)).text()
  // noModule scripts are polyfills that browsers with modules (all current ones) never load.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snoModule/i.test(m[0]))
  const sources = [...new Set(tags.map((m) => m[1]))]
  let total = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer())
    total += gzipSync(body).length
  }
  return total
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ login: ADMIN.username, password: ADMIN.password }),
  })
  return response.headers.get('set-cookie')?.split(';')[0] ?? ''
}

/** Time from a PATCH's answer until /events shows the change. */
async function freshness(baseUrl: string): Promise<number> {
  const cookie = await signIn(baseUrl)
  const event = await listedEvent(baseUrl)
  const title = `Freshness check ${Date.now()}`
  await fetch(`${baseUrl}/events`)
  await fetch(`${baseUrl}/api/events/${event.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify({ title }),
  })
  const answered = performance.now()
  while (performance.now() - answered < 10_000) {
    if ((await (await fetch(`${baseUrl}/events`)).text()).includes(title)) return Math.round(performance.now() - answered)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Number.POSITIVE_INFINITY
}

async function prepareDatabase(size: Size): Promise<{ url: string; stop: () => Promise<void>; mediaDir: string }> {
  const database = await provideTestDatabase(`agency_bench_${size}`)
  await recreateDatabase(database.url)
  const mediaDir = mkdtempSync(path.join(tmpdir(), `agency-bench-${size}-`))
  const seed = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts'], {
    env: { ...process.env, DATABASE_URL: database.url, MEDIA_DIR: mediaDir, NODE_ENV: 'development' },
    encoding: 'utf8',
  })
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`)
  if (size === 'large') await fillLarge(database.url)
  // The uploads go with the database: nothing of a run stays behind in the temporary folder.
  const stop = async () => {
    await database.stop()
    rmSync(mediaDir, { recursive: true, force: true })
  }
  return { ...database, stop, mediaDir }
}

/**
 * The public-file reference holds the bytes of /events. Next serves only the public files present
 * when it starts, so a first start captures /events.
 */
async function writeReferenceFile(database: { url: string; mediaDir: string }): Promise<void> {
  const server = await startTestServer({ port: PORT, databaseUrl: database.url, mediaDir: database.mediaDir, anyBuild: true })
  try {
    mkdirSync(path.dirname(REFERENCE_FILE), { recursive: true })
    writeFileSync(REFERENCE_FILE, await (await fetch(`${server.baseUrl}/events`)).text())
  } finally {
    await server.stop()
  }
}

/** `next build` against the small data set, with the prerendered reference route in it. */
async function build(): Promise<void> {
  const database = await prepareDatabase('small')
  mkdirSync(path.dirname(REFERENCE_ROUTE), { recursive: true })
  // The English /events page under the site's own (root) layout, as /public/events renders it.
  const note = '// Written by bench/run.ts for its build and removed after it (see there). Not part of the site.'
  const english = "const params = Promise.resolve({ area: 'public' })"
  writeFileSync(
    REFERENCE_ROUTE,
    [
      note,
      "import EventsPage, { generateMetadata as eventsMetadata } from '../[area]/events/[[...view]]/page'",
      english,
      "export const dynamic = 'force-static'",
      'export const generateMetadata = () => eventsMetadata({ params })',
      'export default function Reference() {',
      '  return <EventsPage params={params} />',
      '}',
      '',
    ].join('\n'),
  )
  writeFileSync(
    path.join(path.dirname(REFERENCE_ROUTE), 'layout.tsx'),
    [
      note,
      "import SiteLayout, { generateMetadata as siteMetadata } from '../[area]/layout'",
      english,
      'export const generateMetadata = () => siteMetadata({ params })',
      'export default function ReferenceLayout({ children }: { children: React.ReactNode }) {',
      '  return <SiteLayout params={params}>{children}</SiteLayout>',
      '}',
      '',
    ].join('\n'),
  )
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(path.dirname(path.join(FLOOR_ROUTE_GROUP, file)), { recursive: true })
    writeFileSync(
      path.join(FLOOR_ROUTE_GROUP, file),
      `// Written by bench/run.ts for its build and removed after it (see there). Not part of the site.\n${text}\n`,
    )
  }
  try {
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: database.url, MEDIA_DIR: database.mediaDir, PAYLOAD_SECRET: TEST_SECRET },
    })
    if (result.status !== 0) process.exit(result.status ?? 1)
  } finally {
    rmSync(path.dirname(REFERENCE_ROUTE), { recursive: true, force: true })
    rmSync(FLOOR_ROUTE_GROUP, { recursive: true, force: true })
    // The build's route types name the reference route, which is gone: `npm run typecheck` would
    // fail on them until the next build writes them again. They are not needed to run.
    rmSync(path.resolve('.next/types'), { recursive: true, force: true })
    await database.stop()
  }
}

async function benchSize(size: Size) {
  const database = await prepareDatabase(size)
  if (size === 'small') await writeReferenceFile(database)
  const mail = await startMailSink(smtpPortFor(PORT))
  const startedAt = performance.now()
  // As in production: after a change a visitor waits for a render no longer than FRESH_WAIT_MS's
  // default; the second server always waits, so its first answer after a change is the render.
  const start = (freshWaitMs: string) =>
    startTestServer({
      // The bench's own build holds its reference routes, which are not in the sources.
      anyBuild: true,
      port: PORT,
      databaseUrl: database.url,
      mediaDir: database.mediaDir,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_USERNAME: ADMIN.username, FRESH_WAIT_MS: freshWaitMs },
    })
  let server = await start('')
  const base = server.baseUrl
  const firstOk = async () => {
    while ((await fetch(`${base}/`)).status !== 200) await new Promise((r) => setTimeout(r, 50))
  }
  await firstOk()
  const startupMs = Math.round(performance.now() - startedAt)
  try {
    const artist = ((await (await fetch(`${base}/api/artists`)).json()) as { id: number }[])[0]
    // The Nepali twins of the pages visitors land on most, beside their English ones;
    // the galleries and the agency's calendar feed, which calendar apps ask for again every hour.
    const pages = [
      '/',
      '/events',
      '/artists',
      '/sponsorship',
      '/tour',
      `/artist/bench?id=${artist.id}`,
      '/ne',
      '/ne/events',
      '/ne/artists',
      `/ne/artist/${artist.id}`,
      '/gallery',
      '/events.ics',
    ]
    const references = size === 'small' ? ['/bench-reference', '/bench-reference.html'] : []
    for (const page of [...pages, ...references]) for (let i = 0; i < 20; i++) await (await fetch(`${base}${page}`)).arrayBuffer()

    // One page at a time, so each figure is the page's own server time: served from the cache,
    // and rendered afresh after a change.
    const cookie = await signIn(base)
    const times: Record<string, number> = {}
    for (const page of pages) times[page.replace(/\?.*/, '')] = await serverTime(base, page)
    const bytes = Object.fromEntries(
      await Promise.all([...pages, ...references].map(async (p) => [p, (await (await fetch(`${base}${p}`)).arrayBuffer()).byteLength])),
    )
    const event = ((await (await fetch(`${base}/api/events?limit=1`)).json()) as { id: number }[])[0]
    // Every public page and feed, and the event lists visitors and staff read.
    const changed = [...pages, '/api/events', '/api/events?limit=24&page=2', '/cms-api/events?limit=100&depth=0']
    const waits = async (baseUrl: string, session: string) => {
      const figures: Record<string, Record<string, Spread>> = {}
      for (const change of changes(baseUrl, session, { event: event.id, artist: artist.id }))
        figures[change.name] = await afterChange(baseUrl, session, change, changed, CHANGE_SAMPLES)
      return figures
    }
    const result: Record<string, unknown> = {
      size,
      startupMs,
      serverTimeMs: times,
      waitAfterChangeMs: await waits(base, cookie),
      bytes,
    }
    if (size === 'small') {
      // Each page right after a run of the prerendered reference, so drifts of a shared machine
      // fall on both sides of each ratio.
      const file = await load(base, '/bench-reference.html')
      const ratio = (l: Load, to: Load) => Math.round((l.rps / to.rps) * 100) / 100
      const references: Load[] = []
      const loads: (Load & { ratio: number; fileRatio: number })[] = []
      for (const page of pages) {
        const reference = await load(base, '/bench-reference')
        const measured = await load(base, page)
        references.push(reference)
        loads.push({ ...measured, ratio: ratio(measured, reference), fileRatio: ratio(measured, file) })
      }
      const mean = (key: 'rps' | 'p50' | 'p99') => Math.round(references.reduce((sum, r) => sum + r[key], 0) / references.length)
      result.pages = loads
      result.reference = {
        ...references[0],
        path: '/bench-reference',
        rps: mean('rps'),
        p50: mean('p50'),
        p99: mean('p99'),
        errors: references.reduce((n, r) => n + r.errors + r.non2xx, 0),
      }
      result.referenceFile = file
      // An anonymous API list beside the cached page it lists, back to back.
      const page = await load(base, '/events')
      const list = await load(base, '/api/events')
      result.apiBesidePage = { page, list, ratio: ratio(list, page) }
      result.freshnessMs = await freshness(base)
      result.firstLoadJsGzip = Object.fromEntries(await Promise.all([...pages, FLOOR_PATH].map(async (p) => [p, await firstLoadJs(base, p)])))
      if (!args.includes('--no-lighthouse')) {
        await warmImages(base, ['/', '/events', '/artists', `/artist/bench?id=${artist.id}`, '/ne', '/ne/events'])
        result.lighthouse = await runLighthouse(base, ['/', '/events', '/artists', `/artist/bench?id=${artist.id}`, '/ne', '/ne/events', FLOOR_PATH])
      }
    }
    if (size === 'large') {
      const api: Load[] = []
      // Whole lists of thousands of records are megabytes: at 50 connections the loopback's bandwidth
      // is the limit, so they are also measured as a handful of API clients would call them.
      for (const p of ['/api/events', '/api/artists', '/api/sponsorships']) api.push(await load(base, p, 10))
      for (const p of ['/api/events', '/api/artists']) api.push(await load(base, p, 10, 4))
      // ...and as nearly every client asks: the list gzipped once per version (src/server/http/list-answer.ts).
      api.push(await load(base, '/api/events', 10, CONNECTIONS, GZIP), await load(base, '/api/events', 10, 4, GZIP))
      api.push(await load(base, '/api/events?limit=100&page=7', 10))
      // Last: Payload's own uncached list of 10,000 records can exhaust the server for a while.
      api.push(await load(base, '/cms-api/events?limit=0&depth=0', 10))
      result.api = api
    }
    result.rssMbAfterLoad = rssMb(server.pid)
    await server.stop()
    server = await start('600000')
    for (const page of pages) await (await fetch(`${server.baseUrl}${page}`)).arrayBuffer()
    const renders = await waits(server.baseUrl, await signIn(server.baseUrl))
    result.renderAfterChangeMs = renders
    // The scale table's render figure: each page after an artist's publish, p50.
    result.renderTimeMs = Object.fromEntries(pages.map((page) => [page.replace(/\?.*/, ''), renders["an artist's publish"][page].p50]))
    await server.stop()
    if (size === 'small')
      result.cluster = await benchCluster({
        databaseUrl: database.url,
        mediaDir: database.mediaDir,
        port: PORT + 10,
        seconds: DURATION,
        connections: CONNECTIONS,
      })
    return result
  } finally {
    rmSync(REFERENCE_FILE, { force: true })
    await server.stop()
    await mail.stop()
    await database.stop()
  }
}

if (!args.includes('--skip-build')) await build()
const results: Record<string, unknown>[] = []
for (const size of sizes) results.push(await benchSize(size))
const small = results.find((r) => r.size === 'small') as { serverTimeMs: Record<string, number> } | undefined
const large = results.find((r) => r.size === 'large') as { serverTimeMs: Record<string, number> } | undefined
type Times = { serverTimeMs: Record<string, number>; renderTimeMs: Record<string, number> }
const ratios = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(Object.keys(a).map((p) => [p, Math.round((b[p] / a[p]) * 100) / 100]))
const scale =
  small && large
    ? {
        served: ratios((small as Times).serverTimeMs, (large as Times).serverTimeMs),
        rendered: ratios((small as Times).renderTimeMs, (large as Times).renderTimeMs),
      }
    : undefined

const report = { date: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length }, results, scaleLargeOverSmall: scale }
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`)
printReport(report)
process.exit(0)

function floorLabel(page: string): string {
  return page === FLOOR_PATH ? `${page} (framework floor)` : page
}

/** What the first visitor after a change may wait, at any size (docs/performance.md). */
function printReport(data: typeof report) {
  for (const result of data.results as Record<string, any>[]) {
    console.log(`\n== ${result.size} == start-up to first 200: ${result.startupMs} ms; RSS after load: ${result.rssMbAfterLoad} MB`)
    if (result.pages) {
      const rows = [
        { ...result.reference, ratio: 1, fileRatio: Math.round((result.reference.rps / result.referenceFile.rps) * 100) / 100 },
        { ...result.referenceFile, ratio: null, fileRatio: 1 },
        ...result.pages,
      ]
      console.table(
        rows.map((l) => ({
          path: l.path,
          KB: Math.round(result.bytes[l.path] / 102.4) / 10,
          'req/s': l.rps,
          'p50 ms': l.p50,
          'p99 ms': l.p99,
          errors: l.errors + l.non2xx,
          'x prerendered': l.ratio,
          'x file': l.fileRatio,
        })),
      )
      console.log(`freshness: ${result.freshnessMs} ms`)
      console.table(
        Object.entries(result.firstLoadJsGzip).map(([p, bytes]) => ({
          page: floorLabel(p),
          'first-load JS (gzip KB)': Math.round((bytes as number) / 102.4) / 10,
        })),
      )
    }
    if (result.apiBesidePage) {
      const { page, list, ratio } = result.apiBesidePage
      console.table(
        [page, list].map((l: Load) => ({ path: l.path, 'req/s': l.rps, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99, errors: l.errors + l.non2xx })),
      )
      console.log(`anonymous API list / cached page: ${ratio}`)
    }
    if (result.cluster) {
      const { single, cluster, ratio, freshnessAcrossMs } = result.cluster
      console.table(
        [single, cluster].map((l: Load) => ({ path: l.path, 'req/s': l.rps, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99, errors: l.errors + l.non2xx })),
      )
      console.log(`cluster of 2 / one instance, both behind nginx: ${ratio}; freshness across instances: ${freshnessAcrossMs} ms`)
    }
    if (result.lighthouse) console.table(result.lighthouse.map((row: { page: string }) => ({ ...row, page: floorLabel(row.page) })))
    if (result.api)
      console.table(
        result.api.map((l: Load) => ({ path: l.path, 'req/s': l.rps, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99, errors: l.errors + l.non2xx })),
      )
    console.table(Object.entries(result.serverTimeMs).map(([p, ms]) => ({ page: p, 'served ms (median)': ms })))
    for (const change of Object.keys(result.waitAfterChangeMs)) {
      console.log(
        `After ${change} (ms): what the first visitor waits for (target p50 <= ${AFTER_CHANGE_TARGET.p50}, p95 <= ${AFTER_CHANGE_TARGET.p95}), and the render itself`,
      )
      console.table(
        Object.entries(result.waitAfterChangeMs[change] as Record<string, Spread>).map(([p, wait]) => {
          const render = result.renderAfterChangeMs[change][p] as Spread
          const met = wait.p50 <= AFTER_CHANGE_TARGET.p50 && wait.p95 <= AFTER_CHANGE_TARGET.p95
          return { path: p, 'wait p50': wait.p50, 'wait p95': wait.p95, target: met ? 'met' : 'MISSED', 'render p50': render.p50, 'render p95': render.p95 }
        }),
      )
    }
  }
  const scale = data.scaleLargeOverSmall
  if (scale)
    console.table(Object.keys(scale.served).map((p) => ({ page: p, 'served large / small': scale.served[p], 'rendered large / small': scale.rendered[p] })))
}
