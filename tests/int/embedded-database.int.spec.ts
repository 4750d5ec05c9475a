import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-embedded-'))
const port = 54341

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the embedded default database', () => {
  it('starts with DATABASE_URL unset, applies the migrations, keeps a generated secret, and stops', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }
    delete env.DATABASE_URL
    delete env.PAYLOAD_SECRET
    const run = spawnSync(process.execPath, ['scripts/with-db.mjs', 'node_modules/.bin/payload', 'migrate'], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status, run.stderr + run.stdout).toBe(0)
    expect(run.stdout).toMatch(/Using the embedded PostgreSQL/)
    expect(existsSync(path.join(dataDir, 'payload-secret'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)

    // The cluster was stopped with the command; start it again to look inside.
    const cluster = await startEmbeddedPostgres({ dataDir, port })
    const client = new pg.Client({ connectionString: cluster.databaseUrl })
    try {
      await client.connect()
      const { rows } = await client.query('SELECT name FROM payload_migrations ORDER BY id')
      expect(rows.map((row) => row.name)).toContain('20261122_184914_initial')
      const tables = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('artists', 'events', 'sponsorships')`)
      expect(tables.rows[0].n).toBe(3)
    } finally {
      await client.end()
      await cluster.stop()
    }
  }, 180_000)
})
