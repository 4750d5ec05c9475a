import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

import { withSessionCheck } from '@/features/accounts/session-check'
import { reportIfDatabaseUnreachable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/db/outage'
import { answering } from '@/server/freshness/stale-copies'
import { type Limit, TOO_MANY_REQUESTS } from '@/server/http/rate-limit'
import { isImageOptimiserRequest, requestedUpload } from '@/server/media/image-requests'
import { isCurrentMediaVersion, type MediaLookup } from '@/server/media/versions'

import { canonicalTarget } from './canonical-path'
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address'
import { countedAs, crossSitePageWrite, crossSitePanelSignOut, MAX_BODY_BYTES, provesCredentials, type Refusal, refusalAtTheDoor } from './door-rules'
import { refuseThenLinger } from './lingering-close'
import { answerFromMicroCache, microCacheKey, recordForMicroCache } from './micro-cache'
import type { PageDocuments } from './page-documents'
import { carriesCredentials, errorBody } from './request-kind'
import type { EdgeResponse } from './response'
import { beginSharedAnswer } from './shared-cache'

/**
 * The HTTP edge: the path of every request from the socket to Next.js, top to bottom (the
 * canonical path, the client address, the rules of every door, the image guard, the micro-cache,
 * then Next.js). It is made
 * only of documented means: the server is this app's own (server.ts, Next.js's custom-server
 * API), its responses are Node.js's own class extended (src/server/edge/response.ts: the 503 of
 * a database outage, the micro-cache's recorder), Next.js's page cache is a class of ours named
 * by the `cacheHandler` option (src/server/freshness/next-cache-handler.ts: the pages' own CSP), and the
 * staff screens' per-request nonce comes from Next.js's proxy (src/proxy.ts).
 */

export type NextHandler = (req: IncomingMessage, res: EdgeResponse) => Promise<void>

type Options = {
  /** Next.js's request handler. */
  next: NextHandler
  /** How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number
  /** Reads a media record by file name, for the image guard. */
  lookupMedia: MediaLookup
  /** Counts a request against a budget; the seconds to wait once it is spent, else null. */
  countRequest: (key: string, limit: Limit) => Promise<number | null>
  /** Whether a request's session or API key opens an account now (src/server/edge/credentials.ts). */
  checkCredentials: (headers: IncomingHttpHeaders) => Promise<boolean>
  /** The documents that stand in for a visitor's page that is not found or cannot be rendered. */
  pageDocuments: PageDocuments
  /**
   * With a shared cache in front: settles once the purges this instance has to send went through.
   * A write's answer waits for it (src/server/edge/response.ts).
   */
  purgesSent?: () => Promise<void>
}

/**
 * Sends a refusal. When the request may still be sending a large body (or one of unknown
 * length), which is then not received, the connection closes after the answer, reading and
 * dropping what still arrives for a while first, so the client can read the answer
 * (src/server/edge/lingering-close.ts). A small body Node.js reads and drops, and the connection
 * is kept.
 */
function refuse(req: IncomingMessage, res: EdgeResponse, status: number, headers: Record<string, string>, body: string): void {
  const large = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES
  if (large) return refuseThenLinger(req, res, status, headers, body)
  res.writeHead(status, headers)
  res.end(body)
}

/** A refusal in the error shape of the door it came through (/api's, or Payload's on /cms-api). */
function answerRefusal(req: IncomingMessage, res: EdgeResponse, { status, message, headers = {} }: Refusal): void {
  refuse(req, res, status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers }, JSON.stringify(errorBody(req.url ?? '', message)))
}

function answerPlain(req: IncomingMessage, res: EdgeResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  refuse(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers }, text)
}

/** The image optimiser makes and keeps variants of the current version of a stored upload only. */
async function guardImageRequest(req: IncomingMessage, res: EdgeResponse, { next, lookupMedia }: Options): Promise<void> {
  const upload = requestedUpload(req.url ?? '')
  let current = false
  try {
    current = upload !== null && (await isCurrentMediaVersion(upload.filename, upload.version, lookupMedia))
  } catch (error) {
    reportIfDatabaseUnreachable(error)
    return answerPlain(req, res, 503, UNAVAILABLE_MESSAGE, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  }
  if (!current) return answerPlain(req, res, 404, 'Not found')
  return next(req, res)
}

export function createEdge(options: Options): (req: IncomingMessage, res: EdgeResponse) => Promise<void> {
  const { next, trustedProxyHops, countRequest, checkCredentials, pageDocuments } = options
  return async (req, res) => {
    // 0. One spelling of the path for every rule below and for the router
    // (src/server/edge/canonical-path.ts): /./api/x, /api//x and /%61pi/x are /api/x.
    const canonical = canonicalTarget(req.url ?? '/')
    if ('refused' in canonical) return answerPlain(req, res, 400, canonical.refused)
    req.url = canonical.url

    // 1. Who is asking: the socket's address, or the client's as the trusted proxies tell it.
    const address = clientAddressOf(req, trustedProxyHops)
    req.headers[CLIENT_ADDRESS_HEADER] = address

    // 2. The rules of every door, /api and /cms-api alike (src/server/edge/door-rules.ts): bodies
    // and sign-ins refused before a byte is read, visitors' lists capped, budgets per address.
    const refusal = refusalAtTheDoor(req)
    if (refusal) return answerRefusal(req, res, refusal)
    if (crossSitePageWrite(req)) return answerPlain(req, res, 403, 'Forms are sent to this site from its own pages only.')
    // Signing out only from the site's own pages: the panel's sign-out page, linked from another
    // site, opens the panel instead.
    if (crossSitePanelSignOut(req)) {
      res.writeHead(303, { Location: '/cms', 'Cache-Control': 'no-store' })
      return void res.end()
    }
    const counted = countedAs(req, address)
    if (counted) {
      let retryAfter: number | null
      try {
        retryAfter = await countRequest(counted.key, counted.limit)
      } catch (error) {
        reportIfDatabaseUnreachable(error)
        return answerRefusal(req, res, { status: 503, message: UNAVAILABLE_MESSAGE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
      }
      if (retryAfter !== null) return answerRefusal(req, res, { status: 429, message: TOO_MANY_REQUESTS, headers: { 'Retry-After': String(retryAfter) } })
    }
    // An upload past 1 MB, once counted: only for credentials that hold (src/server/edge/credentials.ts).
    if (provesCredentials(req)) {
      let hold: boolean
      try {
        hold = await checkCredentials(req.headers)
      } catch (error) {
        reportIfDatabaseUnreachable(error)
        return answerRefusal(req, res, { status: 503, message: UNAVAILABLE_MESSAGE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
      }
      if (!hold) return answerRefusal(req, res, { status: 413, message: 'Request body is too large' })
    }
    // A client that waits to hear the body is welcome before sending it hears it now (server.ts).
    if (res.awaitingContinue) res.writeContinue()

    // 3. Resized images of current uploads only (src/server/media/image-requests.ts).
    if (isImageOptimiserRequest(req.url ?? '')) return guardImageRequest(req, res, options)

    // 4. A visitor's page answered 404, or 503 in an outage, gets a whole document in place of
    // Next.js's empty shell (src/server/edge/page-documents.ts).
    if (pageDocuments.standsInFor(req)) res.pageDocuments = pageDocuments

    // 5. Shareable answers from memory; Next.js's answer recorded where it may be kept.
    const key = microCacheKey(req)
    if (key !== null) {
      if (answerFromMicroCache(key, req, res)) return
      recordForMicroCache(key, req, res)
      // What the shared cache in front may keep of it depends on the changes heard meanwhile.
      res.sharedAnswer = beginSharedAnswer(req, (listener) => res.once('close', listener))
    }

    // A write's answer leaves once the shared cache in front has let go of what it changed.
    if (options.purgesSent && req.method !== 'GET' && req.method !== 'HEAD') res.holdUntil = options.purgesSent

    // 6. Next.js: routing, the proxy (src/proxy.ts), pages, the API and Payload. A request with
    // credentials whose session cannot be checked (the database is away) is answered 503,
    // whatever the route meant to say (src/features/accounts/session-check.ts).
    // Each answer marks whether it was made with an outdated read (src/server/freshness/stale-copies.ts).
    if (!carriesCredentials(req.headers)) return answering(() => next(req, res))
    res.sessionCheck = { uncheckable: false }
    return answering(() => withSessionCheck(res.sessionCheck!, () => next(req, res)))
  }
}
