import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { adminApi, E2E_FIRST_ADMIN, E2E_MAX_WORKERS, workerAdmin } from './helpers'
import { E2E_PORT } from './port'
import { provideTestDatabase, recreateDatabase } from '../setup/test-database'
import { startTestServer } from '../setup/test-server'

/** A fresh database, and the production server on it with the demo content. */
export default async function globalSetup() {
  const database = await provideTestDatabase('agency_e2e')
  await recreateDatabase(database.url)
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-e2e-media-'))

  const server = await startTestServer({
    port: E2E_PORT,
    databaseUrl: database.url,
    mediaDir,
    // The server fills the empty database with the demo content as it starts (SEED_DEMO, README):
    // no second process loading Payload to seed it.
    env: { SEED_DEMO: 'true', ADMIN_EMAIL: E2E_FIRST_ADMIN.email, ADMIN_PASSWORD: E2E_FIRST_ADMIN.password, ADMIN_USERNAME: E2E_FIRST_ADMIN.username },
  })
  process.env.E2E_DATABASE_URL = database.url

  // An admin account per worker (helpers.ts: E2E_ADMIN), made one after another.
  const api = await adminApi(server.baseUrl)
  for (let index = 0; index < E2E_MAX_WORKERS; index++) {
    const answer = await api.post('/api/users', { data: { ...workerAdmin(index), role: 'admin' } })
    if (answer.status() !== 201) throw new Error(`Could not create the admin of worker ${index}: ${answer.status()} ${await answer.text()}`)
  }
  await api.dispose()

  return async () => {
    await server.stop()
    await database.stop()
  }
}
