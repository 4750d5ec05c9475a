#!/usr/bin/env node
// `npm run cluster`: INSTANCES (default 2) app instances on consecutive local ports (PORT+1...),
// behind nginx on PORT (default 3000), sharing DATABASE_URL or the embedded PostgreSQL and the
// media folder. Builds first when there is no build. An instance that dies is started again.
// Ctrl-C (or SIGTERM) stops everything it started. nginx's configuration: deploy/nginx/agency.conf.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { persistentSecret, startEmbeddedPostgres } from './embedded-postgres.mjs'

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
/** How long an instance may take to answer its first request. */
const READY_TIMEOUT_MS = 120_000

const instances = wholeNumber('INSTANCES', 2, 1, 32)
const port = wholeNumber('PORT', 3000, 1, 65_535 - instances)
const log = (message) => console.log(`[cluster] ${message}`)

function wholeNumber(name, fallback, min, max) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
    process.exit(2)
  }
  return value
}

if (!existsSync(NGINX)) {
  console.error(
    `nginx is not installed (${NGINX}). On Debian or Ubuntu: sudo apt-get install nginx (docs/operations.md, "Running as many instances on one machine").`,
  )
  process.exit(1)
}

// 1. A build, if there is none yet.
if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server.mjs')) {
  log('No build yet: building')
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// 2. The database: DATABASE_URL, or the embedded PostgreSQL.
const env = { ...process.env, NODE_ENV: 'production', HOSTNAME: '127.0.0.1', TRUSTED_PROXY_HOPS: '1' }
env.SITE_URL ??= `http://localhost:${port}`
let stopDatabase = async () => {}
if (!env.DATABASE_URL) {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data')
  const embedded = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined })
  stopDatabase = embedded.stop
  env.DATABASE_URL = embedded.databaseUrl
  env.PAYLOAD_SECRET ??= persistentSecret(dataDir, 'payload-secret')
  log(`Using the embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`)
}

// 3. The instances, one after another: the first applies migrations (and fills an empty
// embedded database with the demo content) before the others start.
const children = new Map()
let stopping = false

function startInstance(index, first) {
  const instancePort = port + index
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...env,
      PORT: String(instancePort),
      EMBEDDED_DATABASE: first && !process.env.DATABASE_URL ? 'true' : 'false',
      SEED_DEMO: first ? (env.SEED_DEMO ?? 'false') : 'false',
      ...(first ? {} : { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `[app ${index}] `
  const relay = (to) => (chunk) => to.write(chunk.toString().replace(/^(?=.)/gm, prefix))
  child.stdout.on('data', relay(process.stdout))
  child.stderr.on('data', relay(process.stderr))
  children.set(index, child)
  log(`instance ${index} on 127.0.0.1:${instancePort} (pid ${child.pid})`)
  child.once('exit', (code, signal) => {
    if (stopping) return
    log(`instance ${index} exited (${signal ?? `code ${code}`}): starting it again`)
    setTimeout(() => {
      if (!stopping) void startInstance(index, false)
    }, 1_000)
  })
  return waitUntilReady(child, instancePort)
}

async function waitUntilReady(child, instancePort) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`An instance exited with code ${child.exitCode} while starting`)
    try {
      // 401 from /api/auth/me: the app is up and its start-up (migrations) has run.
      if ((await fetch(`http://127.0.0.1:${instancePort}/api/auth/me`)).status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Instance on port ${instancePort} did not start in time`)
}

// 4. nginx in front, from the committed configuration.
const runDir = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'))
chmodSync(runDir, 0o755)
let nginx = null

function writeNginxConfig() {
  const site = readFileSync('deploy/nginx/agency.conf', 'utf8')
    .replace('${LISTEN}', String(port))
    .replace('${INSTANCES}', Array.from({ length: instances }, (_, i) => `    server 127.0.0.1:${port + i + 1} max_fails=1 fail_timeout=2s;`).join('\n'))
  for (const dir of ['client_body', 'proxy']) {
    mkdirSync(path.join(runDir, dir))
    chmodSync(path.join(runDir, dir), 0o777)
  }
  const main = `worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${runDir}/client_body;
    proxy_temp_path ${runDir}/proxy;
    fastcgi_temp_path ${runDir}/proxy;
    uwsgi_temp_path ${runDir}/proxy;
    scgi_temp_path ${runDir}/proxy;
${site.replace(/^/gm, '    ')}
}
`
  const file = path.join(runDir, 'nginx.conf')
  writeFileSync(file, main)
  return file
}

async function stop(code) {
  if (stopping) return
  stopping = true
  log('Stopping')
  nginx?.kill('SIGQUIT')
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  )
  if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve))
  await stopDatabase().catch((error) => console.error('Stopping PostgreSQL failed:', error))
  rmSync(runDir, { recursive: true, force: true })
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

try {
  for (let index = 1; index <= instances; index++) await startInstance(index, index === 1)
  const config = writeNginxConfig()
  nginx = spawn(NGINX, ['-p', runDir, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  nginx.once('exit', (code) => {
    if (!stopping) {
      console.error(`nginx exited (code ${code}); see ${runDir}/error.log`)
      void stop(1)
    }
  })
  log(`${instances} instances behind nginx on http://localhost:${port}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
