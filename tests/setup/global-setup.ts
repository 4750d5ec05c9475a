import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { provideTestDatabase, recreateDatabase } from './test-database'
import { startTestServer, TEST_SECRET } from './test-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    mediaDir: string
    secret: string
  }
}

/**
 * Starts the production build on a fresh test database, shared by every test file; each file
 * then empties the database before it runs (tests/setup/api.ts).
 */
export default async function setup(project: TestProject) {
  const database = await provideTestDatabase('agency_test')
  await recreateDatabase(database.url)
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-test-media-'))
  const server = await startTestServer({ port: Number(process.env.TEST_PORT ?? 3100), databaseUrl: database.url, mediaDir })

  project.provide('baseUrl', server.baseUrl)
  project.provide('databaseUrl', database.url)
  project.provide('mediaDir', mediaDir)
  project.provide('secret', TEST_SECRET)

  return async () => {
    await server.stop()
    await database.stop()
  }
}
