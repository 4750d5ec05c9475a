/**
 * The app's HTTP server: Next.js by its documented custom-server API (`next()` and
 * `getRequestHandler()`), behind the edge (src/server/edge/index.ts). Built to dist/server.mjs
 * (scripts/build-server.mjs) and started by `npm start`; `--dev` runs Next.js's development server.
 *
 * It also keeps the process's caches fresh (every content write anywhere is heard through
 * PostgreSQL: src/server/freshness/notifications.ts), and stops gracefully on SIGTERM or SIGINT.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'

import next from 'next'
import pg from 'pg'

import { reportDatabaseUnreachable } from '@/server/db/outage'
import { createEdge } from '@/server/edge'
import { trustedProxyHops } from '@/server/edge/client-address'
import { credentialsHold } from '@/server/edge/credentials'
import { keepUntilContentChanges, purgeMicroCache } from '@/server/edge/micro-cache'
import { PageDocuments } from '@/server/edge/page-documents'
import { EdgeResponse } from '@/server/edge/response'
import { sharedCacheChangeHeard, sharedCacheInFront } from '@/server/edge/shared-cache'
import { anythingMayHaveChanged, contentChanged, onContentChange } from '@/server/freshness/content-changes'
import { expireAllNextCache, expireNextCacheTags } from '@/server/freshness/next-cache-handler'
import { listenForContentChanges } from '@/server/freshness/notifications'
import { sharedCachePurger } from '@/server/freshness/shared-cache-purge'
import { countRequest } from '@/server/http/rate-limit'
import { PUBLICLY_USED_FILE_NAMES_SQL } from '@/server/media/usage'
import { forgetMediaVersions, type GuardedMediaRecord } from '@/server/media/versions'
import { runShutdownTasks } from '@/server/runtime/shutdown'

/** How long requests in flight may take to finish once the server is asked to stop. */
const GRACE_MS = 10_000

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL is not set: start the server with `npm start`, which provides one.')

const server = createServer({ ServerResponse: EdgeResponse })
// Longer than a proxy keeps its idle connections to the app (nginx: 60 s), so that the app never
// closes one the proxy is about to reuse.
server.keepAliveTimeout = 65_000

const app = next({ dev, hostname, port, dir: process.cwd(), httpServer: server as unknown as Server })
const handle = app.getRequestHandler()

// A small pool of the edge's own: the image guard's look-ups of media records, the rate limits' counts.
const edgePool = new pg.Pool({
  connectionString: databaseUrl,
  max: 2,
  application_name: 'agency-site-edge',
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
})
edgePool.on('error', () => reportDatabaseUnreachable())

/** A media record by file name, and whether a record a visitor may read uses it (src/server/media/usage.ts). */
async function lookupMedia(filename: string): Promise<GuardedMediaRecord | null> {
  const { rows } = await edgePool.query<{ id: number; filesize: number | null; updated_ms: string; public: boolean }>(
    `SELECT id, filesize, round(extract(epoch FROM updated_at) * 1000)::bigint::text AS updated_ms,
       EXISTS (SELECT 1 FROM (${PUBLICLY_USED_FILE_NAMES_SQL}) used WHERE used.name = $1) AS public
     FROM media WHERE filename = $1 LIMIT 1`,
    [filename],
  )
  const row = rows[0]
  return row ? { id: row.id, filesize: row.filesize, updatedAtMs: Number(row.updated_ms), public: row.public } : null
}

const pageDocuments = new PageDocuments()

// Every cache of the process forgets what a content change may have made out of date (src/server/freshness/content-changes.ts).
onContentChange((change) => {
  if ('tags' in change) expireNextCacheTags(change.tags)
  else expireAllNextCache()
  purgeMicroCache()
  forgetMediaVersions()
  pageDocuments.renewSoon()
})

// The shared cache in front (Varnish, SHARED_CACHE_PURGE_URL), purged once this instance's own
// caches have forgotten the change: docs/operations.md#the-shared-cache-varnish.
const purgeUrl = process.env.SHARED_CACHE_PURGE_URL
const purger = purgeUrl ? sharedCachePurger({ url: purgeUrl }) : null
if (purger) {
  onContentChange((change) => {
    sharedCacheChangeHeard()
    purger.purge(change)
  })
}

const notifications = listenForContentChanges({
  databaseUrl,
  onChange: (tag) => contentChanged([tag]),
  onResync: anythingMayHaveChanged,
  onLost: (error) => console.warn(`Not hearing content changes (${error.message}): listening again`),
})
keepUntilContentChanges(notifications.listening)
if (purger) sharedCacheInFront(notifications.listening)

const edge = createEdge({
  next: (req, res) => handle(req, res),
  trustedProxyHops: trustedProxyHops(),
  lookupMedia,
  countRequest: (key, limit) => countRequest(async (text, values) => (await edgePool.query(text, values)).rows, key, limit),
  checkCredentials: (headers) => credentialsHold(headers, async (text, values) => (await edgePool.query(text, values)).rows),
  pageDocuments,
  // What a write changed is purged once its route has answered (Next.js then expires the tags it
  // named): a turn of the event loop for that, then the purges, a second at most.
  purgesSent: purger
    ? () =>
        new Promise<void>((resolve) => {
          const bound = setTimeout(resolve, 1_000)
          setImmediate(
            () =>
              void purger.idle().then(() => {
                clearTimeout(bound)
                resolve()
              }),
          )
        })
    : undefined,
})

/** Requests whose handling has not finished yet (a visitor may have hung up meanwhile). */
const inFlight = new Set<Promise<void>>()

function onRequest(req: IncomingMessage, res: EdgeResponse): void {
  const handling = Promise.resolve()
    .then(() => edge(req, res))
    .catch((error: unknown) => {
      console.error(error)
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Internal Server Error')
      } else res.destroy()
    })
  inFlight.add(handling)
  void handling.finally(() => inFlight.delete(handling))
}
server.on('request', onRequest)
// A client that asks before sending its body (`Expect: 100-continue`, as curl does above 1 MB) is
// told to go on only once the edge's door rules let the request in; a refusal is its answer.
server.on('checkContinue', (req: IncomingMessage, res: EdgeResponse) => {
  res.awaitingContinue = true
  onRequest(req, res)
})

let stopping = false
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return
  stopping = true
  server.close()
  server.closeIdleConnections()
  const grace = new Promise((resolve) => setTimeout(resolve, GRACE_MS).unref())
  await Promise.race([Promise.allSettled([...inFlight]), grace])
  await Promise.race([app.close(), grace])
  await notifications.stop()
  if (purger) await Promise.race([purger.idle(), grace])
  purger?.stop()
  await edgePool.end().catch(() => {})
  await runShutdownTasks()
  server.closeAllConnections()
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))

await app.prepare()
server.listen(port, hostname, () => {
  pageDocuments.listening(server.address())
  console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}${dev ? ' (development)' : ''}`)
})
