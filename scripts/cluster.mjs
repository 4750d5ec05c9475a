#!/usr/bin/env node
// `npm run cluster`: INSTANCES (default 2) app instances on consecutive local ports (PORT+1...),
// behind nginx, sharing DATABASE_URL or the embedded PostgreSQL and the media folder; in front,
// on PORT (default 3000), Varnish, the shared cache the instances purge (deploy/varnish/agency.vcl),
// with nginx on the port after the instances'. Without varnishd (or with SHARED_CACHE=off),
// nginx alone on PORT. Builds first when there is no build. An instance that dies is started
// again. Ctrl-C (or SIGTERM) stops everything it started. nginx's configuration:
// deploy/nginx/agency.conf. docs/operations.md, "Running as many instances on one machine".
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { persistentSecret, startEmbeddedPostgres } from './embedded-postgres.mjs'

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
const VARNISHD = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd'
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

/** Whether Varnish's vmod xkey (Debian's varnish-modules) is where varnishd looks for it. */
function xkeyInstalled() {
  const dirs = ['/usr/lib/varnish/vmods', '/usr/local/lib/varnish/vmods']
  for (const entry of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) dirs.push(path.join('/usr/lib', entry, 'varnish/vmods'))
  return dirs.some((dir) => existsSync(path.join(dir, 'libvmod_xkey.so')))
}

// Varnish in front when it is installed with vmod xkey, unless SHARED_CACHE=off.
const missingVarnish = !existsSync(VARNISHD) ? `varnishd is not installed (${VARNISHD})` : !xkeyInstalled() ? "Varnish's vmod xkey is not installed" : null
const sharedCache = process.env.SHARED_CACHE !== 'off' && missingVarnish === null
if (!sharedCache) {
  log(
    process.env.SHARED_CACHE === 'off'
      ? 'Without the shared cache (SHARED_CACHE=off): nginx alone in front'
      : `Without the shared cache: ${missingVarnish}. For Varnish in front, on Debian or Ubuntu: sudo apt-get install varnish varnish-modules (docs/operations.md, "The shared cache (Varnish)")`,
  )
}
/** nginx: on PORT alone, else behind Varnish on the port after the instances'. */
const nginxPort = sharedCache ? port + instances + 1 : port
if (nginxPort > 65_535) {
  console.error(`PORT must leave room for ${instances} instances and nginx after it`)
  process.exit(2)
}

// 1. A build, if there is none yet.
if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server.mjs')) {
  log('No build yet: building')
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// 2. The database: DATABASE_URL, or the embedded PostgreSQL.
// Varnish and nginx each append to X-Forwarded-For: the apps trust as many hops as there are.
const env = { ...process.env, NODE_ENV: 'production', HOSTNAME: '127.0.0.1', TRUSTED_PROXY_HOPS: sharedCache ? '2' : '1' }
// Every instance purges the shared cache of what a change makes out of date (src/server/freshness/shared-cache-purge.ts).
if (sharedCache) env.SHARED_CACHE_PURGE_URL = `http://127.0.0.1:${port}/`
else delete env.SHARED_CACHE_PURGE_URL
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
    .replace('${LISTEN}', sharedCache ? `127.0.0.1:${nginxPort}` : String(port))
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

// 5. Varnish in front of nginx, from the committed VCL.
let varnish = null

function startVarnish() {
  const vcl = path.join(runDir, 'agency.vcl')
  writeFileSync(vcl, readFileSync('deploy/varnish/agency.vcl', 'utf8').replaceAll('${BACKEND_PORT}', String(nginxPort)))
  chmodSync(vcl, 0o644)
  const workDir = path.join(runDir, 'varnish')
  mkdirSync(workDir)
  chmodSync(workDir, 0o755)
  varnish = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      workDir,
      '-f',
      vcl,
      '-a',
      `:${port}`,
      '-T',
      'none',
      '-s',
      `malloc,${process.env.SHARED_CACHE_MEMORY ?? '256m'}`,
      '-p',
      'http_gzip_support=off',
      // The shared-memory log without each request's headers and VCL steps: about a tenth less
      // CPU a hit (docs/performance.md#the-shared-cache). Leave it out to see them in varnishlog.
      '-p',
      'vsl_mask=-ReqHeader,-RespHeader,-BereqHeader,-BerespHeader,-ObjHeader,-ReqUnset,-RespUnset,-BereqUnset,-BerespUnset,-VCL_call,-VCL_return',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  varnish.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`varnishd exited (${signal ?? `code ${code}`})`)
      void stop(1)
    }
  })
}

async function waitForPort(listening, name) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (listening.exitCode !== null) throw new Error(`${name} exited while starting`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/auth/me`)).status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} did not answer on port ${port} in time`)
}

async function stop(code) {
  if (stopping) return
  stopping = true
  log('Stopping')
  varnish?.kill('SIGTERM')
  nginx?.kill('SIGQUIT')
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  )
  if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve))
  if (varnish && varnish.exitCode === null && varnish.signalCode === null) await new Promise((resolve) => varnish.once('exit', resolve))
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
  if (sharedCache) {
    startVarnish()
    await waitForPort(varnish, 'varnishd')
    log(`${instances} instances behind nginx on 127.0.0.1:${nginxPort}, behind Varnish (the shared cache) on http://localhost:${port}`)
  } else {
    log(`${instances} instances behind nginx on http://localhost:${port}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stop(1)
}
