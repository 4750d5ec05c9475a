import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { INT_WORKERS, PORT_OFFSET, slotPort } from './slots'
import { provideTestDatabase, recreateDatabase } from './test-database'
import { startTestServer, TEST_SECRET } from './test-server'

/**
 * Starts one production server per worker (INT_WORKERS), each on a fresh database of its own, so
 * that files run side by side; each file empties its worker's database before it runs
 * (tests/setup/api.ts).
 */
export default async function setup(project: TestProject) {
  const started = await Promise.all(
    Array.from({ length: INT_WORKERS }, async (_, index) => {
      const slot = index + 1
      const database = await provideTestDatabase(`agency_test_${slot}`)
      await recreateDatabase(database.url)
      const mediaDir = mkdtempSync(path.join(tmpdir(), `agency-test-media-${slot}-`))
      const server = await startTestServer({ port: slotPort(slot, PORT_OFFSET.server), databaseUrl: database.url, mediaDir })
      return { database, server, slot: { baseUrl: server.baseUrl, databaseUrl: database.url, mediaDir } }
    }),
  )

  project.provide('slots', started.map(({ slot }) => slot))
  project.provide('secret', TEST_SECRET)

  return async () => {
    await Promise.all(started.map(({ server }) => server.stop()))
    await Promise.all(started.map(({ database }) => database.stop()))
  }
}
