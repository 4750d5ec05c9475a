// npm run bench:shared-cache
// The shared cache measured (docs/performance.md#the-shared-cache): `npm run cluster` with Varnish
// in front (two instances, the demo content on a fresh database), loaded with wrk side by side
// with nginx serving the same bytes as static files, for the cached `/events` and `GET /api/events`,
// plain and gzipped; then how long a PATCH takes to show through Varnish. Uses the existing build
// (`npm run build` first). Targets 127.0.0.1 only; stops what it started. BENCH_SECONDS sets each
// load's duration (10), BENCH_PORT Varnish's port (3400; the instances, nginx behind and the static
// nginx take the next four).
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { type Load, ensureWrk, wrk } from './wrk'
import { provideTestDatabase, recreateDatabase } from '../tests/setup/test-database'
import { TEST_SECRET } from '../tests/setup/test-server'

const PORT = Number(process.env.BENCH_PORT ?? 3400)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
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
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
      rmSync(runDir, { recursive: true, force: true })
    },
  }
}

/** The bytes Varnish serves for a path, written where the static nginx serves them (with a gzipped twin). */
async function copyForNginx(root: string, pathname: string): Promise<number> {
  const response = await fetch(`${varnish}${pathname}`, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  const file = path.join(root, pathname)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
  writeFileSync(`${file}.gz`, gzipSync(body))
  for (const dir of [root, path.dirname(file)]) chmodSync(dir, 0o755)
  return body.length
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

/** Milliseconds from a PATCH's answer until /events and /api/events through Varnish both show it. */
async function purgeLatency(cookie: string): Promise<number> {
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
  const seen = await Promise.all(
    ['/events', '/api/events'].map(async (pathname) => {
      while (performance.now() - answered < 10_000) {
        if ((await (await fetch(`${varnish}${pathname}`)).text()).includes(title)) return performance.now() - answered
        await sleep(2)
      }
      return Number.POSITIVE_INFINITY
    }),
  )
  return Math.round(Math.max(...seen) * 10) / 10
}

type Pair = { path: string; nginx: Load; varnish: Load; ratio: number }

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
    const sizes: Record<string, number> = {}
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
        const load = (base: string, who: string) =>
          wrk(`${base}${pathname}`, { seconds: SECONDS, connections: CONNECTIONS, headers, label: `${label}, ${who}` })
        const fromNginx = await load(`http://127.0.0.1:${STATIC_PORT}`, 'nginx static file')
        const fromVarnish = await load(varnish, 'Varnish')
        pairs.push({ path: label, nginx: fromNginx, varnish: fromVarnish, ratio: Math.round((fromVarnish.rps / fromNginx.rps) * 100) / 100 })
      }
    }

    const latencies: number[] = []
    for (let i = 0; i < EDITS; i++) latencies.push(await purgeLatency(cookie))
    const sorted = [...latencies].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]

    console.log(`\nVarnish (the cluster's shared cache) against nginx serving the same bytes as a static file; ${CONNECTIONS} connections, ${SECONDS} s each:`)
    console.table(
      pairs.map(({ path: label, nginx, varnish: cached, ratio }) => ({
        path: label,
        bytes: sizes[label.split(' ')[0]],
        'nginx req/s': nginx.rps,
        'Varnish req/s': cached.rps,
        ratio,
        'nginx p95 ms': nginx.p95,
        'Varnish p95 ms': cached.p95,
        errors: nginx.errors + nginx.non2xx + cached.errors + cached.non2xx,
      })),
    )
    const below = pairs.filter((pair) => pair.ratio < TARGET_RATIO)
    console.log(
      below.length ? `Below ${TARGET_RATIO}× of nginx: ${below.map((pair) => pair.path).join(', ')}` : `Every path at ${TARGET_RATIO}× of nginx or more`,
    )
    console.log(`From a PATCH's answer to /events and /api/events showing it through Varnish: median ${median} ms of ${EDITS} (${latencies.join(', ')})`)
    if (/Purging the shared cache .* failed/.test(cluster.output())) console.log('Some purges failed and were tried again (see the cluster output)')

    mkdirSync('bench/results', { recursive: true })
    writeFileSync(
      'bench/results/shared-cache.json',
      JSON.stringify(
        { at: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, sizes, pairs, purgeToSeenMs: { median, all: latencies } },
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
