import { type IncomingMessage, ServerResponse } from 'node:http'
import { constants as zlib, createGzip, type Gzip } from 'node:zlib'

import type { SessionCheck } from '@/features/accounts/session-check'
import { pageDocumentsFor } from '@/lib/page-documents'
import { databaseOutageSuspected, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/db/outage'
import { answeredStale } from '@/server/freshness/stale-copies'

import { gzipTag, worthGzipping } from './compression'
import { type AnswerRecorder, EDGE_CACHE_HEADER } from './micro-cache'
import { type PageAnswer, type PageDocuments, plainDocument } from './page-documents'
import { carriesCredentials, errorBody, isApiDoor, isPersonalArea } from './request-kind'
import { addSharedCacheHeaders, type SharedAnswer } from './shared-cache'

/** During a database outage an answer about to leave as 500 leaves as 503. */
function outageStatus(statusCode: number): number {
  return statusCode === 500 && databaseOutageSuspected() ? 503 : statusCode
}

/**
 * The response of every request this server takes: Node.js's own, extended by the documented
 * means (`http.createServer({ ServerResponse })`), so that the edge (src/server/edge/index.ts)
 * sees what Next.js writes, however Next.js writes it:
 * - during a database outage a response about to leave as 500 leaves as 503 with Retry-After
 *   (the App Router gives a page that fails to render status 500 and offers no way to choose
 *   another; src/server/db/outage.ts);
 * - a request whose session could not be checked is answered 503 with Retry-After in place of
 *   whatever its route wrote, which took it for signed out (src/features/accounts/session-check.ts);
 * - a visitor's page that is not found (404) or cannot be rendered in an outage (503) is answered
 *   with a whole document in place of Next.js's empty shell (src/server/edge/page-documents.ts);
 * - an answer to a signed-in user (session cookie or API key) on the API, /cms-api and the staff
 *   screens carries `Cache-Control: private, no-store`, whatever the route said;
 * - the micro-cache's recorder, when the request may be kept, sees the status, headers and bytes;
 *   Next.js was asked for them plain, and they leave gzipped when the client takes gzip;
 * - a page answered as it was while its render runs (`x-nextjs-cache: STALE`), or an answer made
 *   with a read that was, is kept by no cache;
 * - the micro-cache's marker header never leaves the server;
 * - the shared cache in front is told the answer's tags and how long it may keep it
 *   (src/server/edge/shared-cache.ts), after the micro-cache recorded it, so that its hits say it too;
 * - with a shared cache in front, a write's answer is held until the purges it caused went through.
 * Whatever Next.js wraps around these methods (its compression) still ends up here.
 */
export class EdgeResponse extends ServerResponse<IncomingMessage> {
  /** Set by the micro-cache (src/server/edge/micro-cache.ts) when this answer may be kept. */
  recorder: AnswerRecorder | null = null
  /** Set by the micro-cache when it asked Next.js for the plain bytes of an answer whose client takes gzip. */
  gzipForClient = false
  /** Set by the micro-cache when the client asked with the tag of a gzipped answer (a 304 then names it). */
  heldGzipTag = false
  /** Set by the edge when Next.js makes an answer the shared cache may keep (src/server/edge/shared-cache.ts). */
  sharedAnswer: SharedAnswer | null = null
  /** Gzips what the route writes on its way out, once its head says that is worth it. */
  private gzip: Gzip | null = null
  /** Set by the edge when the request carries credentials. */
  sessionCheck: SessionCheck | null = null
  /** Set by the edge when the request is a visitor's for a page, as a document. */
  pageDocuments: PageDocuments | null = null
  /**
   * Set by the server when the client sent `Expect: 100-continue` and waits to hear that its
   * body is welcome: the edge says so once the door rules let the request in, and a refused body
   * is never sent at all.
   */
  awaitingContinue = false
  /**
   * Set by the edge on a write when a shared cache is in front: nothing of the answer leaves before
   * this settles (the purges of what the write changed went through), so that what the writer asks
   * next through the shared cache shows the change (src/server/edge/shared-cache.ts).
   */
  holdUntil: (() => Promise<void>) | null = null
  /** The calls made while the answer is held, made again in order once it may leave. */
  private held: [method: 'writeHead' | 'write' | 'end' | 'flushHeaders', args: unknown[]][] | null = null
  /** Whether this answer was replaced (what the route writes then goes nowhere). */
  private replaced = false

  /** What answers the request in place of the route's answer about to leave with this status, if anything. */
  private replacement(statusCode: number): { status: number; answer: PageAnswer | Promise<PageAnswer>; keepHeaders: boolean } | null {
    const url = this.req.url ?? ''
    // A session that could not be checked: the route took the request for signed out. An answer
    // that already says the server is unwell (5xx) is left as it is.
    if (this.sessionCheck?.uncheckable && statusCode < 500) {
      const answer = isApiDoor(url)
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(errorBody(url, UNAVAILABLE_MESSAGE)) }
        : plainDocument(UNAVAILABLE_MESSAGE, 'Your work is safe and you are still signed in. Please try again in a moment.')
      return { status: 503, answer, keepHeaders: false }
    }
    if (!this.pageDocuments || !/^text\/html/.test(String(this.getHeader('content-type') ?? ''))) return null
    const documents = pageDocumentsFor(url)
    if (statusCode === 404) return { status: 404, answer: this.pageDocuments.fresh(documents.locale, documents.notFound), keepHeaders: true }
    if (statusCode === 503) return { status: 503, answer: this.pageDocuments.kept(documents.locale, documents.unavailable), keepHeaders: true }
    return null
  }

  /** Sends the replacement, once, through Node.js's own methods (what the route writes goes nowhere). */
  private answeredInstead(statusCode: number): boolean {
    if (this.replaced) return true
    if (this.headersSent) return false
    const instead = this.replacement(statusCode)
    if (!instead) return false
    this.replaced = true
    this.recorder = null
    for (const name of this.getHeaderNames()) {
      if (!instead.keepHeaders || /^(?:content-|etag$|x-nextjs-)/.test(name)) this.removeHeader(name)
    }
    const send = ({ headers, body }: PageAnswer) => {
      if (this.destroyed) return
      super.writeHead(instead.status, {
        ...headers,
        ...(instead.keepHeaders ? {} : { 'Cache-Control': 'private, no-store' }),
        ...(instead.status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}),
      })
      super.end(this.req.method === 'HEAD' ? undefined : body)
    }
    if (instead.answer instanceof Promise) void instead.answer.then(send)
    else send(instead.answer)
    return true
  }

  /** Whether this call waits behind the hold (queued, to be made again), rather than going on now. */
  private heldBack(method: 'writeHead' | 'write' | 'end' | 'flushHeaders', args: unknown[]): boolean {
    if (this.held) {
      this.held.push([method, args])
      return true
    }
    if (!this.holdUntil) return false
    const settled = this.holdUntil()
    this.holdUntil = null
    this.held = [[method, args]]
    const release = () => {
      const calls = this.held ?? []
      this.held = null
      try {
        for (const [name, given] of calls) {
          // The head goes once: a flush after it, or a head a flush already sent, is left out.
          if ((name === 'writeHead' || name === 'flushHeaders') && this.headersSent) continue
          // This class's own methods: what Next.js wrapped around them (its compression) already
          // ran when the call was first made.
          Reflect.apply(EdgeResponse.prototype[name] as (...values: unknown[]) => unknown, this, given)
        }
      } catch (error) {
        this.destroy(error as Error)
      }
    }
    void settled.then(release, release)
    return true
  }

  override flushHeaders(): void {
    if (!this.heldBack('flushHeaders', [])) super.flushHeaders()
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (this.heldBack('writeHead', [statusCode, ...rest])) return this
    const given = rest.find((value) => typeof value === 'object' && value !== null)
    if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) this.setHeader(name, value as string)
    if (statusCode !== outageStatus(statusCode)) {
      statusCode = 503
      this.statusMessage = 'Service Unavailable'
      if (typeof rest[0] === 'string') rest[0] = this.statusMessage
      if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    if (this.answeredInstead(statusCode)) return this
    // A signed-in user's answers are about that user: never kept by a browser or proxy cache.
    if (isPersonalArea(this.req.url ?? '') && carriesCredentials(this.req.headers)) this.setHeader('Cache-Control', 'private, no-store')
    // A page answered as it was while its render runs, or an answer made with a read that was
    // (src/server/freshness/stale-copies.ts): kept by no cache.
    if (String(this.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE' || answeredStale()) this.setHeader('Cache-Control', 'no-store')
    if (this.recorder) {
      if (Array.isArray(given)) this.recorder.head(0, this.getHeaders())
      else this.recorder.head(statusCode, this.getHeaders())
    }
    this.removeHeader(EDGE_CACHE_HEADER)
    if (!Array.isArray(given)) addSharedCacheHeaders(this.req, statusCode, this.getHeaders(), (name, value) => this.setHeader(name, value), this.sharedAnswer)
    if (this.gzipForClient && !Array.isArray(given) && statusCode === 200 && this.req.method !== 'HEAD' && worthGzipping(this.getHeaders())) this.startGzip()
    const etag = this.getHeader('etag')
    if (this.heldGzipTag && statusCode === 304 && typeof etag === 'string') this.setHeader('ETag', gzipTag(etag))
    // Headers given here were set above (and the marker taken out): only the status line goes on.
    const args = Array.isArray(given) ? rest : rest.filter((value) => typeof value === 'string')
    return Reflect.apply(super.writeHead, this, [statusCode, ...args])
  }

  /** From here on, what the route writes leaves gzipped, as it comes (each flush goes out at once). */
  private startGzip(): void {
    this.removeHeader('content-length')
    this.setHeader('Content-Encoding', 'gzip')
    const vary = String(this.getHeader('vary') ?? '')
    if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const etag = this.getHeader('etag')
    if (typeof etag === 'string') this.setHeader('ETag', gzipTag(etag))
    const gzip = createGzip()
    this.gzip = gzip
    // The socket's back-pressure holds the compressor; the compressor's holds the route.
    let relaying = false
    gzip.on('data', (bytes: Buffer) => {
      if (!super.write(bytes)) gzip.pause()
    })
    this.on('drain', () => {
      if (!relaying) gzip.resume()
    })
    gzip.on('drain', () => {
      relaying = true
      this.emit('drain')
      relaying = false
    })
    gzip.once('end', () => super.end())
    gzip.once('error', (error) => this.destroy(error))
    this.once('close', () => gzip.destroy())
  }

  /** Decides the head before the first bytes, so they go through the compressor if it is started. */
  private headBeforeBody(chunk?: unknown, encoding?: unknown): void {
    if (!this.gzipForClient || this.headersSent) return
    // A whole answer given to end(): its length decides whether it is worth compressing.
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
      this.setHeader(
        'Content-Length',
        typeof chunk === 'string' ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk.byteLength,
      )
    }
    this.writeHead(this.statusCode)
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    if (this.heldBack('write', [chunk, ...rest])) return true
    if (this.answeredInstead(outageStatus(this.statusCode))) return true
    this.headBeforeBody()
    if (this.replaced) return true
    this.recorder?.body(chunk, rest[0])
    if (this.gzip) {
      const ok = Reflect.apply(this.gzip.write, this.gzip, [chunk, ...rest]) as boolean
      // Each chunk leaves at once, as Next.js streams it (its own compression middleware puts a
      // `flush` of its own on the response, which never reaches this compressor).
      this.gzip.flush(zlib.Z_SYNC_FLUSH)
      return ok
    }
    return Reflect.apply(super.write, this, [chunk, ...rest])
  }

  override end(...args: unknown[]): this {
    if (this.heldBack('end', args)) return this
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (this.answeredInstead(outageStatus(this.statusCode))) {
      if (callback) process.nextTick(callback)
      return this
    }
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args
    this.headBeforeBody(chunk, encoding)
    if (this.replaced) {
      if (callback) process.nextTick(callback)
      return this
    }
    if (chunk != null) this.recorder?.body(chunk, encoding)
    if (!this.gzip) return Reflect.apply(super.end, this, args)
    if (callback) this.once('finish', callback)
    if (chunk == null) this.gzip.end()
    else if (typeof encoding === 'string') this.gzip.end(chunk, encoding as BufferEncoding)
    else this.gzip.end(chunk)
    return this
  }
}
