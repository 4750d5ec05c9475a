import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

export const TEST_DATABASE_NAME = 'agency_test'

/**
 * The tests' PostgreSQL: TEST_DATABASE_URL, else a database named agency_test on the
 * DATABASE_URL server, else an embedded cluster in .data/test (a machine without PostgreSQL).
 */
export async function provideTestDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL)
    url.pathname = `/${TEST_DATABASE_NAME}`
    return { url: url.toString(), stop: async () => {} }
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(process.cwd(), '.data/test'),
    port: 54331,
    database: TEST_DATABASE_NAME,
  })
  return { url: embedded.databaseUrl, stop: embedded.stop }
}

/** Drops and recreates the test database so a run starts from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe test database name: ${name}`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}
