import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { provideTestDatabase, recreateDatabase } from './test-database'

const PORT = Number(process.env.TEST_PORT ?? 3100)
const BASE_URL = `http://127.0.0.1:${PORT}`

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    mediaDir: string
  }
}

async function waitForServer(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited with code ${server.exitCode}`)
    try {
      // 401 from /api/auth/me means the app is up and its start-up (migrations) has run.
      const response = await fetch(`${BASE_URL}/api/auth/me`)
      if (response.status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The test server did not start in time')
}

/**
 * Starts the production build (`next start`) on a fresh test database, shared by every test
 * file; each file then empties the database before it runs (tests/setup/api.ts).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve('.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).')
  }
  const database = await provideTestDatabase()
  await recreateDatabase(database.url)
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-test-media-'))

  const server = spawn('node_modules/.bin/next', ['start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'test-secret-for-the-integration-suite',
      SITE_URL: BASE_URL,
      PORT: String(PORT),
      MEDIA_DIR: mediaDir,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SEED_DEMO: 'false',
      EMBEDDED_DATABASE: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForServer(server, 90_000)

  project.provide('baseUrl', BASE_URL)
  project.provide('databaseUrl', database.url)
  project.provide('mediaDir', mediaDir)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await database.stop()
  }
}
