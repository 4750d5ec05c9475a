import { spawn } from 'node:child_process'

import { type Load, wrk } from './wrk'
import { TEST_SECRET } from '../tests/setup/test-server'

/**
 * `npm run cluster` measured: one instance behind nginx, then two behind the same nginx, on the
 * same database, loaded alike through nginx; and how long a change made through one instance
 * takes to show on the other. On this 2-core machine the load generator and nginx share the cores
 * with the instances, so two instances cannot serve more than one: the point is that coherence
 * (the notifications, the purges) costs nothing.
 */

const ADMIN = { email: 'cluster-bench@example.com', password: 'cobalt-prairie-lens-55' }

type Options = { databaseUrl: string; mediaDir: string; port: number; seconds: number; connections: number }

async function startCluster(instances: number, { databaseUrl, mediaDir, port }: Options) {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      INSTANCES: String(instances),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: TEST_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The instances are measured, not the shared cache in front (bench/shared-cache.ts).
      SHARED_CACHE: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 180_000
  while (!output.includes('instances behind nginx')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The cluster did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/auth/me`).then(
      (r) => r.status === 401,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error('nginx did not answer')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGINT')
      await exited
    },
  }
}

async function warm(base: string): Promise<void> {
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/events`)).arrayBuffer()
}

/**
 * An event the /events page lists (upcoming: the demo's dates are fixed, so its earliest events
 * are in the past by now), to change and watch for.
 */
export async function listedEvent(baseUrl: string): Promise<{ id: number }> {
  const events = (await (await fetch(`${baseUrl}/api/events`)).json()) as { id: number; title: string }[]
  const page = await (await fetch(`${baseUrl}/events`)).text()
  const listed = events.find((event) => page.includes(event.title))
  if (!listed) throw new Error('No event of /api/events is on the /events page')
  return listed
}

/** Milliseconds from a PATCH's answer on instance 1 until instance 2's /events shows it. */
async function freshnessAcross(port: number): Promise<number> {
  const one = `http://127.0.0.1:${port + 1}`
  const two = `http://127.0.0.1:${port + 2}`
  const origin = `http://127.0.0.1:${port}`
  const login = await fetch(`${one}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  const event = await listedEvent(one)
  const title = `Across instances ${Date.now()}`
  await (await fetch(`${two}/events`)).arrayBuffer()
  await fetch(`${one}/api/events/${event.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
    body: JSON.stringify({ title }),
  })
  const answered = performance.now()
  while (performance.now() - answered < 10_000) {
    if ((await (await fetch(`${two}/events`)).text()).includes(title)) return Math.round(performance.now() - answered)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return Number.POSITIVE_INFINITY
}

export async function benchCluster(options: Options): Promise<{ single: Load; cluster: Load; ratio: number; freshnessAcrossMs: number }> {
  const base = `http://127.0.0.1:${options.port}`
  const measure = async (instances: number) => {
    const cluster = await startCluster(instances, options)
    try {
      await warm(base)
      const load = await wrk(`${base}/events`, { seconds: options.seconds, connections: options.connections, label: `/events, ${instances} behind nginx` })
      return { load, freshness: instances > 1 ? await freshnessAcross(options.port) : 0 }
    } finally {
      await cluster.stop()
    }
  }
  const single = await measure(1)
  const two = await measure(2)
  return { single: single.load, cluster: two.load, ratio: Math.round((two.load.rps / single.load.rps) * 100) / 100, freshnessAcrossMs: two.freshness }
}
