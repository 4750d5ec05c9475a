import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { databaseOutageSuspected, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/database-outage'
import type { SessionCheck } from '@/server/session-check'

import { carriesCredentials } from './door-rules'
import { EDGE_CACHE_HEADER } from './micro-cache'

/** Where a signed-in user's answers are about that user: never kept by a browser or proxy cache. */
const PERSONAL = /^\/(?:api|cms-api|admin|cms)(?:[/?]|$)/

/** Sees an answer as it goes out: its final status and headers, then every body chunk. */
export type AnswerRecorder = {
  head: (statusCode: number, headers: OutgoingHttpHeaders) => void
  body: (chunk: unknown, encoding: unknown) => void
}

/**
 * The response of every request this server takes: Node.js's own, extended by the documented
 * means (`http.createServer({ ServerResponse })`), so that the edge (src/server/edge/index.ts)
 * sees what Next.js writes, however Next.js writes it:
 * - during a database outage a response about to leave as 500 leaves as 503 with Retry-After
 *   (the App Router gives a page that fails to render status 500 and offers no way to choose
 *   another; src/server/database-outage.ts);
 * - a request whose session could not be checked is answered 503 with Retry-After in place of
 *   whatever its route wrote, which took it for signed out (src/server/session-check.ts);
 * - an answer to a signed-in user (session cookie or API key) on the API, /cms-api and the staff
 *   screens carries `Cache-Control: private, no-store`, whatever the route said;
 * - the micro-cache's recorder, when the request may be kept, sees the status, headers and bytes;
 * - the micro-cache's marker header never leaves the server.
 * Whatever Next.js wraps around these methods (its compression) still ends up here.
 */
export class EdgeResponse extends ServerResponse<IncomingMessage> {
  /** Set by the micro-cache (src/server/edge/micro-cache.ts) when this answer may be kept. */
  recorder: AnswerRecorder | null = null
  /** Set by the edge when the request carries credentials. */
  sessionCheck: SessionCheck | null = null
  /** Whether this answer was replaced by a 503 (what the route writes then goes nowhere). */
  private unavailable = false

  /**
   * Answers 503 in place of the route's answer if the request's session could not be checked.
   * An answer that already says the server is unwell (5xx) is left as it is.
   */
  private replacedBySessionCheck(statusCode: number): boolean {
    if (this.unavailable) return true
    if (!this.sessionCheck?.uncheckable || statusCode >= 500 || this.headersSent) return false
    this.unavailable = true
    for (const name of this.getHeaderNames()) this.removeHeader(name)
    const json = /^\/(?:api|cms-api)(?:[/?]|$)/.test(this.req.url ?? '')
    const body = json
      ? JSON.stringify((this.req.url ?? '').startsWith('/cms-api') ? { errors: [{ message: UNAVAILABLE_MESSAGE }] } : { message: UNAVAILABLE_MESSAGE })
      : `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${UNAVAILABLE_MESSAGE}</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${UNAVAILABLE_MESSAGE}</h1><p>Your work is safe and you are still signed in. Please try again in a moment.</p></body></html>`
    super.writeHead(503, {
      'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    })
    super.end(body)
    return true
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (this.replacedBySessionCheck(statusCode)) return this
    if (statusCode === 500 && databaseOutageSuspected()) {
      statusCode = 503
      this.statusMessage = 'Service Unavailable'
      if (typeof rest[0] === 'string') rest[0] = this.statusMessage
      if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    if (PERSONAL.test(this.req.url ?? '') && carriesCredentials(this.req)) this.setHeader('Cache-Control', 'private, no-store')
    if (this.recorder) {
      const headers = this.getHeaders()
      const given = rest.find((value) => typeof value === 'object' && value !== null)
      if (Array.isArray(given)) this.recorder.head(0, headers)
      else {
        for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value
        this.recorder.head(statusCode, headers)
      }
    }
    this.removeHeader(EDGE_CACHE_HEADER)
    return Reflect.apply(super.writeHead, this, [statusCode, ...rest])
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    if (this.replacedBySessionCheck(this.statusCode)) return true
    this.recorder?.body(chunk, rest[0])
    return Reflect.apply(super.write, this, [chunk, ...rest])
  }

  override end(...args: unknown[]): this {
    if (this.replacedBySessionCheck(this.statusCode)) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
      if (callback) process.nextTick(callback)
      return this
    }
    if (args.length > 0 && typeof args[0] !== 'function') this.recorder?.body(args[0], args[1])
    return Reflect.apply(super.end, this, args)
  }
}
