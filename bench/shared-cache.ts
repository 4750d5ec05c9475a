// npm run bench:shared-cache
// The shared cache measured (docs/performance.md#the-shared-cache): `npm run cluster` with Varnish
// in front (two instances, the demo content on a fresh database), loaded with wrk side by side
// with nginx serving the same bytes as static files, for the cached `/events` and `GET /api/events`,
// plain and gzipped (each side three runs in turns, the median kept); then how long a PATCH takes
// to show through Varnish. Uses the existing build (`npm run build` first). Targets 127.0.0.1
// only; stops what it started. BENCH_SECONDS sets each load's duration (5), BENCH_PORT Varnish's
// port (3400; the instances, nginx behind and the static nginx take the next four). Writes
// bench/results/shared-cache.json.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type Load, ensureWrk, wrk } from './wrk'
import { provideTestDatabase, recreateDatabase } from '../tests/setup/test-database'
import { TEST_SECRET } from '../tests/setup/test-server'

const PORT = Number(process.env.BENCH_PORT ?? 3400)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Each side is loaded this many times, in turns, and its median kept: other work on the machine shows less. */
const ROUNDS = 3
const CONNECTIONS = 50
const INSTANCES = 2
const STATIC_PORT = PORT + INSTANCES + 2
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const VARNISHD = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd'
const ADMIN = { email: 'shared-cache-bench@example.com', password: 'walnut-glacier-ferry-81' }
/** The target: Varnish serves its hits at least this fraction of nginx's static files' rate. */
const TARGET_RATIO = 0.9
const EDITS = 5

const varnish = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function startCluster(databaseUrl: string, mediaDir: string) {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      INSTANCES: String(INSTANCES),
      PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: TEST_SECRET,
      SITE_URL: varnish,
      MEDIA_DIR: mediaDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SHARED_CACHE: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 240_000
  while (!output.includes('behind Varnish')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The cluster did not start with Varnish:\n${output}`)
    await sleep(200)
  }
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGINT')
      await exited
    },
  }
}

/** The processes of this machine whose command line holds `text`, or whose parent is `parent`. */
function processes(match: (cmdline: string, parent: number) => boolean): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1])
      if (match(cmdline, parent)) pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/** CPU time (user and system, in clock ticks of 10 ms) the processes used so far. */
function cpuTicks(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone meanwhile
    }
  }
  return ticks
}

/** nginx serving files, as fast as nginx serves anything: the reference. */
async function startStaticNginx(root: string) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'agency-static-nginx-'))
  chmodSync(runDir, 0o755)
  const config = path.join(runDir, 'nginx.conf')
  writeFileSync(
    config,
    `worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${runDir};
    proxy_temp_path ${runDir};
    fastcgi_temp_path ${runDir};
    uwsgi_temp_path ${runDir};
    scgi_temp_path ${runDir};
    keepalive_requests 100000;
    server {
        listen 127.0.0.1:${STATIC_PORT};
        root ${root};
        gzip_static on;
        location = /events { default_type 'text/html; charset=utf-8'; }
        location = /api/events { default_type application/json; }
    }
}
`,
  )
  const child = spawn(NGINX, ['-p', runDir, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  for (let i = 0; i < 50; i++) {
    if ((await fetch(`http://127.0.0.1:${STATIC_PORT}/events`).catch(() => null))?.status === 200) break
    await sleep(100)
  }
  return {
    /** The master and its workers. */
    pids: () => [child.pid!, ...processes((_, parent) => parent === child.pid)],
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
      rmSync(runDir, { recursive: true, force: true })
    },
  }
}

/** The bytes of an answer of Varnish's, as they travel (a gzipped one stays gzipped). */
function rawBody(pathname: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(`${varnish}${pathname}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.once('end', () => resolve(Buffer.concat(chunks)))
      res.once('error', reject)
    }).once('error', reject)
  })
}

/**
 * The bytes Varnish serves for a path, plain and gzipped, written where the static nginx serves
 * them (the gzipped twin for gzip_static): each side sends the very same bytes.
 */
async function copyForNginx(root: string, pathname: string): Promise<{ plain: number; gzip: number }> {
  const plain = await rawBody(pathname, 'identity')
  const gzipped = await rawBody(pathname, 'gzip')
  const file = path.join(root, pathname)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, plain)
  writeFileSync(`${file}.gz`, gzipped)
  for (const dir of [root, path.dirname(file)]) chmodSync(dir, 0o755)
  return { plain: plain.length, gzip: gzipped.length }
}

/** Until Varnish answers a path from its cache, plain and gzipped. */
async function warm(pathname: string): Promise<void> {
  for (const encoding of ['identity', 'gzip']) {
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${varnish}${pathname}`, { headers: { 'accept-encoding': encoding } })
      await response.arrayBuffer()
      if (response.headers.get('x-cache') === 'HIT') break
      await sleep(50)
    }
  }
}

/**
 * Milliseconds from a PATCH's answer until /events, and /api/events, show it through Varnish; and
 * until Varnish had let go of what it kept (the first request it did not answer from its cache
 * was sent then: the purge had come by that moment).
 */
async function purgeLatency(cookie: string): Promise<{ purged: number; page: number; list: number }> {
  const events = (await (await fetch(`${varnish}/api/events`)).json()) as { id: number; title: string; date: string }[]
  const event = events.find((candidate) => Date.parse(candidate.date) > Date.now() + 2 * 86_400_000)
  if (!event) throw new Error('No event to come to edit')
  await warm('/events')
  await warm('/api/events')
  const title = `${event.title.replace(/ \(bench \d+\)$/, '')} (bench ${Date.now()})`
  const saved = await fetch(`${varnish}/api/events/${event.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: varnish, Cookie: cookie },
    body: JSON.stringify({ title }),
  })
  if (saved.status !== 200) throw new Error(`PATCH answered ${saved.status}`)
  const answered = performance.now()
  let purged = Number.POSITIVE_INFINITY
  const seen = await Promise.all(
    ['/events', '/api/events'].map(async (pathname) => {
      while (performance.now() - answered < 10_000) {
        const sent = performance.now() - answered
        const response = await fetch(`${varnish}${pathname}`)
        if (response.headers.get('x-cache') !== 'HIT') purged = Math.min(purged, sent)
        if ((await response.text()).includes(title)) return performance.now() - answered
        await sleep(2)
      }
      return Number.POSITIVE_INFINITY
    }),
  )
  const [page, list] = seen.map((ms) => Math.round(ms * 10) / 10)
  return { purged: Math.round(purged * 10) / 10, page, list }
}

/** A load, with the CPU the server used for it: microseconds a request (whatever else the machine runs meanwhile). */
type Measured = Load & { cpuUsPerRequest: number }
type Pair = { path: string; nginx: Measured; varnish: Measured; ratio: number }

async function main(): Promise<void> {
  for (const [name, file] of [
    ['varnishd', VARNISHD],
    ['nginx', NGINX],
  ]) {
    if (!existsSync(file)) throw new Error(`${name} is not installed (${file}): sudo apt-get install varnish varnish-modules nginx`)
  }
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server.mjs')) throw new Error('No build: npm run build first')
  ensureWrk()
  const database = await provideTestDatabase('bench_shared_cache')
  await recreateDatabase(database.url)
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-bench-shared-cache-'))
  const root = mkdtempSync(path.join(tmpdir(), 'agency-static-'))
  const cluster = await startCluster(database.url, mediaDir)
  let staticNginx: Awaited<ReturnType<typeof startStaticNginx>> | undefined
  try {
    const login = await fetch(`${varnish}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: varnish },
      body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
    })
    if (login.status !== 200) throw new Error(`Signing in answered ${login.status}`)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]

    const paths = ['/events', '/api/events']
    const sizes: Record<string, { plain: number; gzip: number }> = {}
    for (const pathname of paths) {
      await warm(pathname)
      sizes[pathname] = await copyForNginx(root, pathname)
    }
    staticNginx = await startStaticNginx(root)

    const pairs: Pair[] = []
    for (const pathname of paths) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const label = `${pathname}${headers['accept-encoding'] ? ' (gzip)' : ''}`
        await warm(pathname)
        const load = async (base: string, who: string, pids: number[]): Promise<Measured> => {
          const before = cpuTicks(pids)
          const measured = await wrk(`${base}${pathname}`, { seconds: SECONDS, connections: CONNECTIONS, headers, label: `${label}, ${who}` })
          const requests = measured.rps * SECONDS
          return { ...measured, cpuUsPerRequest: Math.round(((cpuTicks(pids) - before) * 10_000 * 10) / requests) / 10 }
        }
        const rounds: { nginx: Measured; varnish: Measured }[] = []
        for (let round = 0; round < ROUNDS; round++) {
          rounds.push({
            nginx: await load(`http://127.0.0.1:${STATIC_PORT}`, 'nginx static file', staticNginx.pids()),
            varnish: await load(
              varnish,
              'Varnish',
              processes((cmdline) => cmdline.includes('varnishd') && cmdline.includes(`-a :${PORT} `)),
            ),
          })
        }
        const median = (side: 'nginx' | 'varnish') => [...rounds].sort((a, b) => a[side].rps - b[side].rps)[Math.floor(ROUNDS / 2)][side]
        const fromNginx = median('nginx')
        const fromVarnish = median('varnish')
        pairs.push({ path: label, nginx: fromNginx, varnish: fromVarnish, ratio: Math.round((fromVarnish.rps / fromNginx.rps) * 100) / 100 })
      }
    }

    const latencies: { purged: number; page: number; list: number }[] = []
    for (let i = 0; i < EDITS; i++) latencies.push(await purgeLatency(cookie))
    const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const median = {
      purged: medianOf(latencies.map((l) => l.purged)),
      page: medianOf(latencies.map((l) => l.page)),
      list: medianOf(latencies.map((l) => l.list)),
    }

    console.log(
      `\nVarnish (the cluster's shared cache) against nginx serving the same bytes as a static file; ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${SECONDS} s each, in turns:`,
    )
    console.table(
      pairs.map(({ path: label, nginx, varnish: cached, ratio }) => ({
        path: label,
        bytes: sizes[label.split(' ')[0]][label.endsWith('(gzip)') ? 'gzip' : 'plain'],
        'nginx req/s': nginx.rps,
        'Varnish req/s': cached.rps,
        ratio,
        'nginx p95 ms': nginx.p95,
        'Varnish p95 ms': cached.p95,
        'nginx CPU µs/req': nginx.cpuUsPerRequest,
        'Varnish CPU µs/req': cached.cpuUsPerRequest,
        errors: nginx.errors + nginx.non2xx + cached.errors + cached.non2xx,
      })),
    )
    const below = pairs.filter((pair) => pair.ratio < TARGET_RATIO)
    console.log(
      below.length ? `Below ${TARGET_RATIO}× of nginx: ${below.map((pair) => pair.path).join(', ')}` : `Every path at ${TARGET_RATIO}× of nginx or more`,
    )
    console.log(
      `From a PATCH's answer, median of ${EDITS}: purged by ${median.purged} ms (${latencies.map((l) => l.purged).join(', ')}); shown through Varnish: /api/events ${median.list} ms (${latencies.map((l) => l.list).join(', ')}), /events ${median.page} ms (${latencies.map((l) => l.page).join(', ')})`,
    )
    if (/Purging the shared cache .* failed/.test(cluster.output())) console.log('Some purges failed and were tried again (see the cluster output)')

    mkdirSync('bench/results', { recursive: true })
    writeFileSync(
      'bench/results/shared-cache.json',
      JSON.stringify(
        { at: new Date().toISOString(), seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, sizes, pairs, purgeToSeenMs: { median, all: latencies } },
        null,
        2,
      ),
    )
  } finally {
    await staticNginx?.stop()
    await cluster.stop()
    await database.stop()
    rmSync(mediaDir, { recursive: true, force: true })
    rmSync(root, { recursive: true, force: true })
  }
}

await main()
