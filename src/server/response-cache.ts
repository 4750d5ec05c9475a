import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { beforeNextJs } from '@/server/request-hooks'

/**
 * A shared cache of whole public pages in front of Next.js's router: what a CDN honouring the
 * pages' `Cache-Control: s-maxage` would do, inside the process. A page Next.js itself answered as
 * shareable (200, `s-maxage`, nothing private, no cookie) is kept byte for byte, headers included
 * (both Content-Security-Policies), per URL and Accept-Encoding, and the same request is answered
 * from memory without going through Next.js's routing, rendering pipeline or compression again.
 * `npm run bench` measured that pipeline at about 1.5 ms of CPU per cached page: most of the time
 * of a page hit.
 *
 * Entries live a few seconds at most, and every expired cache tag (a save or delete anywhere,
 * src/hooks/revalidate.ts, by way of src/server/page-cache.ts) empties the cache at once, so a
 * change shows as fast as it does through Next.js's own cache. Requests of Next.js's client router
 * (RSC payloads, prefetches, server actions), staff screens, the API and anything else that is not
 * a plain GET of a page always go to Next.js.
 */

/** How long a page is answered from here before Next.js is asked again (its own cache decides). */
const FRESH_FOR_MS = 5_000
/** Memory the cache may hold, and the largest page it keeps. */
const MAX_BYTES = 64 * 1024 * 1024
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

/** Paths that are never a cached public page: the API, staff screens, Next.js's own files. */
const NOT_PAGES = /^\/(?:api|cms-api|cms|admin|_next)(?:[/?]|$)/
/** Request headers with which Next.js answers something else than the page, or answers afresh. */
const OTHER_ANSWER = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-prerender-revalidate',
  'authorization',
]
/** Cookies of Next.js's draft and preview modes, which bypass its cache. */
const BYPASS_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/**
 * What Next.js's pages vary on: request headers that never reach this cache (OTHER_ANSWER) or that
 * are part of its key. An answer varying on anything else (a cookie, say) is never shared.
 */
const KNOWN_VARY = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
])
/** Headers of one connection or one moment, not of the page. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age'])

type Entry = { headers: OutgoingHttpHeaders; body: Buffer; storedAt: number }

// One cache and one hook for the whole process, whichever bundle a module was loaded from.
const KEY = Symbol.for('agency-site.response-cache')
type State = {
  pages: LRUCache<string, Entry>
  /** Counts purges: an answer that began before one is not kept. */
  generation: number
  /** The generations of the answers under way, per key. */
  inFlight: Map<string, number[]>
}
const globals = globalThis as typeof globalThis & { [KEY]?: State }
const state = (globals[KEY] ??= {
  pages: new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: (entry) => entry.body.length + 2048,
    ttl: FRESH_FOR_MS,
  }),
  generation: 0,
  inFlight: new Map<string, number[]>(),
})

/** Empties the cache: called whenever Next.js expires a cache tag (src/server/page-cache.ts). */
export function purgeResponseCache(): void {
  state.generation += 1
  state.pages.clear()
}

/** The cache key of a request that may be answered from the cache, or null. */
function cacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url
  if (!url || url[0] !== '/' || NOT_PAGES.test(url)) return null
  const headers = req.headers
  for (const name of OTHER_ANSWER) if (headers[name] !== undefined) return null
  if (headers.cookie && BYPASS_COOKIE.test(headers.cookie)) return null
  return `${url}\n${headers['accept-encoding'] ?? ''}`
}

/** How many milliseconds a response may be shared for: 0 unless Next.js made it shareable. */
function sharedFor(statusCode: number, headers: OutgoingHttpHeaders): number {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  for (const name of String(headers.vary ?? '').split(',')) {
    const varying = name.trim().toLowerCase()
    if (varying && !KNOWN_VARY.has(varying)) return 0
  }
  const cacheControl = String(headers['cache-control'] ?? '')
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(cacheControl)
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, FRESH_FOR_MS) : 0
}

function answer(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  res.setHeader('Age', String(Math.floor((Date.now() - entry.storedAt) / 1000)))
  res.writeHead(200, entry.headers)
  res.end(req.method === 'HEAD' ? undefined : entry.body)
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  // A copy: the writer may reuse its buffer once written.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return null
}

/** Counts an answer under way for a key until its response closes. */
function trackInFlight(key: string, generation: number, res: ServerResponse): void {
  const running = state.inFlight.get(key)
  if (running) running.push(generation)
  else state.inFlight.set(key, [generation])
  res.once('close', () => {
    const list = state.inFlight.get(key)
    const at = list?.indexOf(generation) ?? -1
    if (at >= 0) list!.splice(at, 1)
    if (list?.length === 0) state.inFlight.delete(key)
  })
}

/** Watches Next.js's answer to a cacheable request and keeps it if Next.js made it shareable. */
function keepAnswer(key: string, res: ServerResponse): void {
  const generation = state.generation
  // Next.js answers concurrent requests for one page with one render: an answer that may have
  // joined a render begun before the last purge could show what the purge was for.
  let keepable = !state.inFlight.get(key)?.some((other) => other !== generation)
  trackInFlight(key, generation, res)
  const chunks: Buffer[] = []
  let size = 0
  let headers: OutgoingHttpHeaders = {}
  let ttl = 0

  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keepable || chunk == null || typeof chunk === 'function') return
    const buffer = toBuffer(chunk, encoding)
    size += buffer?.length ?? 0
    if (!buffer || size > MAX_ENTRY_BYTES) keepable = false
    else chunks.push(buffer)
  }

  // Instance methods, so that whatever Next.js wraps around them (its compression) goes through
  // these; Node.js's implicit headers call writeHead too. The headers are final here.
  const { writeHead, write, end } = res
  res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
    const given = rest.find((value) => typeof value === 'object' && value !== null)
    headers = this.getHeaders()
    for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value
    ttl = Array.isArray(given) ? 0 : sharedFor(code, headers)
    if (ttl === 0) keepable = false
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, code, ...rest)
  } as typeof res.writeHead
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as typeof res.write
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0])
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest)
  } as typeof res.end

  // Kept once the whole answer has gone out, not if it was cut short or a purge came meanwhile.
  res.once('finish', () => {
    if (!keepable || ttl <= 0 || res.destroyed || generation !== state.generation) return
    const stored: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !NOT_STORED.has(name)) stored[name] = value
    }
    const body = Buffer.concat(chunks, size)
    stored['content-length'] = body.length
    // Next.js's own header says where the page came from: from here on, a cache.
    if (stored['x-nextjs-cache'] !== undefined) stored['x-nextjs-cache'] = 'HIT'
    state.pages.set(key, { headers: stored, body, storedAt: Date.now() }, { ttl })
  })
}

/**
 * Once per process, at start-up (src/instrumentation.ts): every HTTP request of this process's
 * server passes here before Next.js's request handler (src/server/request-hooks.ts).
 */
export function serveCachedPages(): void {
  beforeNextJs('response-cache', (req, res) => {
    const key = cacheKey(req)
    if (key === null) return false
    const entry = state.pages.get(key)
    if (entry) {
      answer(req, res, entry)
      return true
    }
    if (req.method === 'GET') keepAnswer(key, res)
    return false
  })
}
