import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

/**
 * A database the tests may drop: `name` on the TEST_DATABASE_URL server, else on the DATABASE_URL
 * server, else on an embedded cluster in .data/test (a machine without PostgreSQL). Each suite
 * (integration, browser) uses its own name, so they never share data; TEST_DATABASE_PREFIX keeps
 * two checkouts testing at once on one server apart (with TEST_PORT and E2E_PORT).
 */
export async function provideTestDatabase(suite: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const name = `${process.env.TEST_DATABASE_PREFIX ?? ''}${suite}`
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
  if (server) {
    const url = new URL(server)
    url.pathname = `/${name}`
    return { url: url.toString(), stop: async () => {} }
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(process.cwd(), '.data/test'),
    port: 54331,
    database: name,
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
