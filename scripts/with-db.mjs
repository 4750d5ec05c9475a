#!/usr/bin/env node
// Runs a command (the server, payload migrate, the seed...) against the project's database:
// DATABASE_URL when set, otherwise the embedded default in .data/ (docs/architecture.md "Database"),
// started before the command and stopped after it.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { persistentSecret, startEmbeddedPostgres } from './embedded-postgres.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: with-db.mjs <command> [args...]')
  process.exit(2)
}

const env = { ...process.env }
let stopDatabase = async () => {}

if (!env.DATABASE_URL && !isBuild(command, args)) {
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR ?? '.data')
  try {
    const port = env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined
    const embedded = await startEmbeddedPostgres({ dataDir, port })
    stopDatabase = embedded.stop
    env.DATABASE_URL = embedded.databaseUrl
    env.EMBEDDED_DATABASE = 'true'
    env.PAYLOAD_SECRET ??= persistentSecret(dataDir, 'payload-secret')
    console.log(`Using the embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`)
  } catch (error) {
    console.error(`Could not start the embedded PostgreSQL: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}

const child = spawn(command, args, { stdio: 'inherit', env, shell: false })
let stopping = false
const forward = (signal) => {
  stopping = true
  child.kill(signal)
}
process.on('SIGINT', forward)
process.on('SIGTERM', forward)

child.on('exit', async (code, signal) => {
  await stopDatabase().catch((error) => console.error('Stopping PostgreSQL failed:', error))
  process.exit(code ?? (stopping || signal ? 0 : 1))
})

/** `next build` needs no database: it prerenders nothing that reads content. */
function isBuild(cmd, rest) {
  return cmd === 'next' && rest[0] === 'build'
}
