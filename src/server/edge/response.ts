import { type IncomingMessage, ServerResponse } from 'node:http'

import { pageDocumentsFor } from '@/lib/page-documents'
import { databaseOutageSuspected, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/database-outage'
import type { SessionCheck } from '@/server/session-check'

import { type AnswerRecorder, EDGE_CACHE_HEADER } from './micro-cache'
import { type PageAnswer, type PageDocuments, plainDocument } from './page-documents'
import { carriesCredentials, errorBody, isApiDoor, isPersonalArea } from './request-kind'

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
 *   another; src/server/database-outage.ts);
 * - a request whose session could not be checked is answered 503 with Retry-After in place of
 *   whatever its route wrote, which took it for signed out (src/server/session-check.ts);
 * - a visitor's page that is not found (404) or cannot be rendered in an outage (503) is answered
 *   with a whole document in place of Next.js's empty shell (src/server/edge/page-documents.ts);
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
  /** Set by the edge when the request is a visitor's for a page, as a document. */
  pageDocuments: PageDocuments | null = null
  /**
   * Set by the server when the client sent `Expect: 100-continue` and waits to hear that its
   * body is welcome: the edge says so once the door rules let the request in, and a refused body
   * is never sent at all.
   */
  awaitingContinue = false
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

  override writeHead(statusCode: number, ...rest: unknown[]): this {
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
    if (this.recorder) {
      if (Array.isArray(given)) this.recorder.head(0, this.getHeaders())
      else this.recorder.head(statusCode, this.getHeaders())
    }
    this.removeHeader(EDGE_CACHE_HEADER)
    // Headers given here were set above (and the marker taken out): only the status line goes on.
    const args = Array.isArray(given) ? rest : rest.filter((value) => typeof value === 'string')
    return Reflect.apply(super.writeHead, this, [statusCode, ...args])
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    if (this.answeredInstead(outageStatus(this.statusCode))) return true
    this.recorder?.body(chunk, rest[0])
    return Reflect.apply(super.write, this, [chunk, ...rest])
  }

  override end(...args: unknown[]): this {
    if (this.answeredInstead(outageStatus(this.statusCode))) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
      if (callback) process.nextTick(callback)
      return this
    }
    if (args.length > 0 && typeof args[0] !== 'function') this.recorder?.body(args[0], args[1])
    return Reflect.apply(super.end, this, args)
  }
}
