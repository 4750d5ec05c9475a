import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

import { smtpPortFor } from './smtp-peer'
import { staleBuildReason } from '../../scripts/build-stamp.mjs'

export const TEST_SECRET = 'test-secret-for-the-test-suites'

type Options = {
  port: number
  databaseUrl: string
  mediaDir: string
  env?: Record<string, string>
  /** Start whatever build there is: only the bench, whose own build holds routes the sources do not. */
  anyBuild?: boolean
  /** A file that gets everything the server prints as well, for the test files of its worker to read (serverLogSince). */
  logFile?: string
}

async function waitUntilReady(server: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited with code ${server.exitCode}`)
    try {
      // 401 from /api/auth/me means the app is up and its start-up (migrations) has run.
      if ((await fetch(`${baseUrl}/api/auth/me`)).status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The test server did not start in time')
}

/**
 * Spawns the production build (the app's server, dist/server.mjs) on 127.0.0.1 against the given
 * database, without waiting for it: what it prints is shown and kept (the last megabyte).
 */
export function spawnTestServer({ port, databaseUrl, mediaDir, env = {}, anyBuild = false, logFile }: Options) {
  // Never a test of yesterday's code: the build must be of the sources as they are.
  const stale = anyBuild ? null : staleBuildReason()
  if (stale) throw new Error(stale)
  const baseUrl = `http://127.0.0.1:${port}`
  // TEST_SERVER_NODE_ARGS: Node's own options for every test server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (docs/testing.md).
  const nodeArgs = process.env.TEST_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = spawn(process.execPath, [...nodeArgs, 'dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: TEST_SECRET,
      SITE_URL: baseUrl,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // As behind one proxy: tests choose the client address with X-Forwarded-For.
      TRUSTED_PROXY_HOPS: '1',
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SEED_DEMO: 'false',
      EMBEDDED_DATABASE: 'false',
      // Mail goes to a local peer a test may start (tests/setup/smtp-peer.ts); none listens otherwise.
      SMTP_URL: `smtp://127.0.0.1:${smtpPortFor(port)}`,
      MAIL_FROM: 'Himalayan Beats <hello@himalayanbeats.example>',
      // The queue looks for due jobs often: tests wait for mails and scheduled changes.
      JOBS_POLL_MS: '250',
      // Alerts of a publish go a second after it (60 s in production): tests wait for them.
      ALERTS_DELAY_SECONDS: '1',
      // A visitor after a change waits for the fresh page or list, however long its render takes on
      // a loaded machine, so that a test reads its own writes (src/server/freshness/stale-copies.ts).
      FRESH_WAIT_MS: '600000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    to.write(chunk)
    if (logFile) appendFileSync(logFile, chunk)
    output = (output + chunk.toString()).slice(-1_000_000)
  }
  server.stdout?.on('data', keep(process.stdout))
  server.stderr?.on('data', keep(process.stderr))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  return { server, baseUrl, output: () => output, exited }
}

/** Starts the production build and waits until it answers. */
export async function startTestServer(options: Options) {
  const { server, baseUrl, output, exited } = spawnTestServer(options)
  await waitUntilReady(server, baseUrl, 90_000)
  return {
    baseUrl,
    pid: server.pid ?? 0,
    /** Everything the server has printed so far. */
    output,
    /** Sends SIGTERM and waits for the server to exit; resolves with its exit code. */
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM')
      return exited
    },
  }
}
