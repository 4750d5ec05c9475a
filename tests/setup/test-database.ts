import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

/** The embedded cluster of a machine without PostgreSQL: started once per process, however many databases it holds. */
let embedded: ReturnType<typeof startEmbeddedPostgres> | undefined
let embeddedUsers = 0

/**
 * A database the tests may drop: `name` on the TEST_DATABASE_URL server, else on the DATABASE_URL
 * server, else on an embedded cluster in .data/test (a machine without PostgreSQL). Each suite
 * (integration, browser) uses its own names, so they never share data; TEST_DATABASE_PREFIX keeps
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
  embedded ??= startEmbeddedPostgres({ dataDir: path.resolve(process.cwd(), '.data/test'), port: 54331, database: 'postgres' })
  embeddedUsers += 1
  const url = new URL((await embedded).databaseUrl)
  url.pathname = `/${name}`
  await createDatabaseIfMissing(url.toString())
  return {
    url: url.toString(),
    // The last one out stops the cluster.
    stop: async () => {
      embeddedUsers -= 1
      if (embeddedUsers > 0 || !embedded) return
      const cluster = embedded
      embedded = undefined
      await (await cluster).stop()
    },
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  await onServer(url, async (client, name) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  })
}

/** Runs `act` connected to the server's `postgres` database, with the checked name of the database in `url`. */
async function onServer(url: string, act: (client: pg.Client, name: string) => Promise<void>): Promise<void> {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe test database name: ${name}`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await act(client, name)
  } finally {
    await client.end()
  }
}

/** Drops and recreates the test database so a run starts from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  await onServer(url, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  })
}
