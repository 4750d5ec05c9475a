import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { databaseOutageSuspected, RETRY_AFTER_SECONDS } from '@/server/database-outage'

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
 * - an answer to a signed-in user (session cookie or API key) on the API, /cms-api and the staff
 *   screens carries `Cache-Control: private, no-store`, whatever the route said;
 * - the micro-cache's recorder, when the request may be kept, sees the status, headers and bytes;
 * - the micro-cache's marker header never leaves the server.
 * Whatever Next.js wraps around these methods (its compression) still ends up here.
 */
export class EdgeResponse extends ServerResponse<IncomingMessage> {
  /** Set by the micro-cache (src/server/edge/micro-cache.ts) when this answer may be kept. */
  recorder: AnswerRecorder | null = null

  override writeHead(statusCode: number, ...rest: unknown[]): this {
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
    this.recorder?.body(chunk, rest[0])
    return Reflect.apply(super.write, this, [chunk, ...rest])
  }

  override end(...args: unknown[]): this {
    if (args.length > 0 && typeof args[0] !== 'function') this.recorder?.body(args[0], args[1])
    return Reflect.apply(super.end, this, args)
  }
}
