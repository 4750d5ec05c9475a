import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { processWide } from '@/server/runtime/process-state'

import { acceptsGzip, gzipTag, heldTag, worthGzipping } from './compression'
import { areaOf, carriesSessionCookie } from './request-kind'

/**
 * The micro-cache of shareable answers, in front of Next.js: what a CDN honouring `s-maxage`
 * would do, inside the process. Two kinds of answers are kept, byte for byte with their headers,
 * and answered again from memory without reaching Next.js's router, renderer or compression:
 * - a public page Next.js answered as shareable (200, `s-maxage`, nothing private, no cookie),
 *   for at most 5 s;
 * - an anonymous API answer that its route marked with `X-Edge-Cache: content` (the lists of
 *   src/server/http/list-answer.ts), until content changes: every write anywhere reaches this
 *   instance as a database notification (src/server/freshness/content-changes.ts) and empties the cache. While
 *   notifications are not being heard, those too are kept 5 s at most.
 * One copy is kept per URL, uncompressed (the request that fills it asks Next.js for no encoding,
 * and its client still gets the answer gzipped); it is gzipped once, off the main thread, for the
 * clients that accept it. An answer with an ETag is answered 304 to a client that holds it (each
 * encoding has its own tag).
 *
 * An answer that began before a purge, or that may have joined a render begun before one, is
 * not kept, so a change shows on the next request. Nothing that varies on more than Next.js's
 * own headers, nothing `STALE` and nothing cut short is kept.
 */

/** How long a page is answered from here before Next.js is asked again (its own cache decides). */
const FRESH_FOR_MS = 5_000
/** Memory the cache may hold, and the largest answer it keeps (a long API list). */
const MAX_BYTES = 128 * 1024 * 1024
const MAX_ENTRY_BYTES = 8 * 1024 * 1024

/** The header with which a route marks an answer to keep until content changes; never sent on. */
export const EDGE_CACHE_HEADER = 'x-edge-cache'

/** Sees an answer as it goes out: its final status and headers, then every body chunk. */
export type AnswerRecorder = {
  head: (statusCode: number, headers: OutgoingHttpHeaders) => void
  body: (chunk: unknown, encoding: unknown) => void
}
/**
 * A response the recorder is attached to (the edge's: src/server/edge/response.ts), which gzips
 * what Next.js writes plain for a client that takes gzip when told `gzipForClient`.
 */
type RecordedResponse = ServerResponse & { recorder: AnswerRecorder | null; gzipForClient: boolean; heldGzipTag: boolean }
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
 * What Next.js's answers vary on: request headers that never reach this cache (OTHER_ANSWER) or
 * that it handles itself. An answer varying on anything else (a cookie, say) is never shared.
 */
const KNOWN_VARY = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'accept-encoding'])
/** Headers of one connection or one moment, not of the answer. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'age', EDGE_CACHE_HEADER])

const gzipAsync = promisify(gzip)

type Entry = {
  headers: OutgoingHttpHeaders
  body: Buffer
  /** The body gzipped (a promise until done), or null when it is not worth compressing. */
  gzipped: Buffer | Promise<Buffer> | null
  storedAt: number
}

type State = {
  answers: LRUCache<string, Entry>
  /** Counts purges: an answer that began before one is not kept. */
  generation: number
  /** The generations of the answers under way, per key. */
  inFlight: Map<string, number[]>
  /** Whether every content write is being heard of right now (src/server/freshness/notifications.ts). */
  hearingChanges: () => boolean
}

// One cache for the process, whichever copy of this module was loaded.
const state = processWide<State>('micro-cache', () => ({
  answers: new LRUCache<string, Entry>({
    // The clock read on each call, not captured once, so that tests can move it (a faked clock).
    perf: { now: () => performance.now() },
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: (entry) => entry.body.length * 2 + 2048,
  }),
  generation: 0,
  inFlight: new Map<string, number[]>(),
  hearingChanges: () => false,
}))

/** Empties the cache: content changed (src/server/freshness/content-changes.ts). */
export function purgeMicroCache(): void {
  state.generation += 1
  state.answers.clear()
}

/** Tells the cache whether content changes are being heard (else it keeps nothing long). */
export function keepUntilContentChanges(hearing: () => boolean): void {
  state.hearingChanges = hearing
}

/** The key of a request that may be answered from the cache, or null. */
export function microCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url
  if (!url || url[0] !== '/') return null
  const headers = req.headers
  for (const name of OTHER_ANSWER) if (headers[name] !== undefined) return null
  const area = areaOf(url)
  // A signed-in user's API answers are never shared; a visitor's pages are, and nothing else.
  if (area === 'api') return carriesSessionCookie(headers) ? null : url
  if (area !== 'page') return null
  if (BYPASS_COOKIE.test(headers.cookie ?? '')) return null
  return url
}

/**
 * How many milliseconds an answer may be kept: 0 unless Next.js made a page shareable or a route
 * marked an API answer to keep until content changes.
 */
/**
 * Whether an answer is one any cache may share, this one or the shared cache in front
 * (src/server/edge/shared-cache.ts): a 200 that sets no cookie, is not an outdated page answered
 * while its render runs, varies on nothing but Next.js's own headers, and is neither private nor
 * `no-store`. How long it is kept is each cache's own rule.
 */
export function shareableAnswer(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return false
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return false
  for (const name of String(headers.vary ?? '').split(',')) {
    const varying = name.trim().toLowerCase()
    if (varying && !KNOWN_VARY.has(varying)) return false
  }
  return !/\b(?:private|no-store)\b/i.test(String(headers['cache-control'] ?? ''))
}

function keepFor(url: string, statusCode: number, headers: OutgoingHttpHeaders): number {
  if (!shareableAnswer(statusCode, headers)) return 0
  const cacheControl = String(headers['cache-control'] ?? '')
  if (areaOf(url) === 'api') {
    if (headers[EDGE_CACHE_HEADER] !== 'content') return 0
    return state.hearingChanges() ? Number.POSITIVE_INFINITY : FRESH_FOR_MS
  }
  if (/\bno-cache\b/i.test(cacheControl)) return 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(cacheControl)
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, FRESH_FOR_MS) : 0
}

function send(req: IncomingMessage, res: RecordedResponse, entry: Entry, gzipped: Buffer | null): void {
  const headers: OutgoingHttpHeaders = { ...entry.headers, age: String(Math.floor((Date.now() - entry.storedAt) / 1000)) }
  const etag = typeof headers.etag === 'string' ? (gzipped ? gzipTag(headers.etag) : headers.etag) : undefined
  if (entry.gzipped) headers.vary = 'Accept-Encoding'
  if (gzipped) headers['content-encoding'] = 'gzip'
  if (etag) headers.etag = etag
  // A client that takes gzip may hold the answer that filled the cache, gzipped as it streamed,
  // while the copy kept is too small to be worth gzipping: the same bytes, under the gzip tag.
  const plain = entry.headers.etag
  const tags = etag ? [etag] : []
  if (typeof plain === 'string' && !gzipped && acceptsGzip(req.headers['accept-encoding'])) tags.push(gzipTag(plain))
  const held = heldTag(req.headers['if-none-match'], tags)
  if (held) {
    delete headers['content-length']
    delete headers['content-encoding']
    headers.etag = held
    res.writeHead(304, headers)
    return void res.end()
  }
  const body = gzipped ?? entry.body
  headers['content-length'] = body.length
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Answers the request from the cache if it holds it (true), else leaves it to Next.js (false). */
export function answerFromMicroCache(key: string, req: IncomingMessage, res: RecordedResponse): boolean {
  const entry = state.answers.get(key)
  if (!entry) return false
  const gzip = entry.gzipped && acceptsGzip(req.headers['accept-encoding'])
  if (!gzip || Buffer.isBuffer(entry.gzipped)) {
    send(req, res, entry, gzip ? (entry.gzipped as Buffer) : null)
    return true
  }
  // Compressed once, off the main thread: the first clients wait for it.
  void (entry.gzipped as Promise<Buffer>).then(
    (bytes) => send(req, res, entry, bytes),
    () => send(req, res, entry, null),
  )
  return true
}

/** Counts an answer under way for a key until its response closes. */
function trackInFlight(key: string, generation: number, res: RecordedResponse): void {
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

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  // A copy: the writer may reuse its buffer once written.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return null
}

/**
 * Has Next.js's answer to a request the cache may hold recorded, and kept if it turns out
 * shareable. Next.js is asked for the plain bytes, to keep: the client that takes gzip still gets
 * this first answer gzipped as it streams (the response does it), and the copy kept is compressed
 * once for the clients after it.
 */
export function recordForMicroCache(key: string, req: IncomingMessage, res: RecordedResponse): void {
  if (req.method !== 'GET') return
  res.gzipForClient = acceptsGzip(req.headers['accept-encoding'])
  delete req.headers['accept-encoding']
  // A client holding the gzipped answer asks with its tag: Next.js knows the plain one's.
  const held = req.headers['if-none-match']
  if (res.gzipForClient && held?.includes('-gzip"')) {
    req.headers['if-none-match'] = held.replace(/-gzip"/g, '"')
    res.heldGzipTag = true
  }
  const generation = state.generation
  // Next.js answers concurrent requests for one page with one render: an answer that may have
  // joined a render begun before the last purge could show what the purge was for.
  let keepable = !state.inFlight.get(key)?.some((other) => other !== generation)
  trackInFlight(key, generation, res)
  const chunks: Buffer[] = []
  let size = 0
  let headers: OutgoingHttpHeaders = {}
  let ttl = 0

  const recorder: AnswerRecorder = {
    head(statusCode, finalHeaders) {
      headers = finalHeaders
      ttl = keepFor(key, statusCode, headers)
      if (ttl === 0) keepable = false
    },
    body(chunk, encoding) {
      if (!keepable || chunk == null || typeof chunk === 'function') return
      const buffer = toBuffer(chunk, encoding)
      size += buffer?.length ?? 0
      if (!buffer || size > MAX_ENTRY_BYTES) keepable = false
      else chunks.push(buffer)
    },
  }
  res.recorder = recorder

  // Kept once the whole answer has gone out, not if it was cut short or a purge came meanwhile.
  res.once('finish', () => {
    if (!keepable || ttl <= 0 || res.destroyed || generation !== state.generation) return
    if (headers['content-encoding'] !== undefined) return
    const stored: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !NOT_STORED.has(name)) stored[name] = value
    }
    const body = Buffer.concat(chunks, size)
    // Next.js's own header says where the page came from: from here on, a cache.
    if (stored['x-nextjs-cache'] !== undefined) stored['x-nextjs-cache'] = 'HIT'
    const compress = worthGzipping(stored, body.length)
    const entry: Entry = { headers: stored, body, gzipped: null, storedAt: Date.now() }
    if (compress) {
      const pending = gzipAsync(body)
      entry.gzipped = pending
      pending.then(
        (bytes) => (entry.gzipped = bytes),
        () => (entry.gzipped = null),
      )
    }
    state.answers.set(key, entry, Number.isFinite(ttl) ? { ttl } : undefined)
  })
}
