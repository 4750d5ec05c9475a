import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { INT_WORKERS, PORT_OFFSET, type Slot, slotPort } from './slots'
import { provideTestDatabase, recreateDatabase } from './test-database'
import { startTestServer, TEST_SECRET } from './test-server'

/**
 * Starts one production server per worker (INT_WORKERS), each on a fresh database of its own, so
 * that files run side by side; each file empties its worker's database before it runs
 * (tests/setup/api.ts).
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    // Servers first, then the databases they use.
    for (const stop of stops.reverse()) await stop()
  }
  const starting = await Promise.allSettled(
    Array.from({ length: INT_WORKERS }, async (_, index) => {
      const slot = index + 1
      const database = await provideTestDatabase(`agency_test_${slot}`)
      stops.push(database.stop)
      await recreateDatabase(database.url)
      const mediaDir = mkdtempSync(path.join(tmpdir(), `agency-test-media-${slot}-`))
      const logFile = `${mediaDir}.log`
      const server = await startTestServer({ port: slotPort(slot, PORT_OFFSET.server), databaseUrl: database.url, mediaDir, logFile })
      stops.push(server.stop)
      return { baseUrl: server.baseUrl, databaseUrl: database.url, mediaDir, logFile }
    }),
  )
  // One that failed to start leaves none of the others running, to hold their ports next time.
  const failed = starting.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }

  project.provide(
    'slots',
    starting.map((result) => (result as PromiseFulfilledResult<Slot>).value),
  )
  project.provide('secret', TEST_SECRET)

  return stopAll
}
