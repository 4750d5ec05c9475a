import type { IncomingMessage } from 'node:http'

import { reportIfDatabaseUnreachable, RETRY_AFTER_SECONDS } from '@/server/database-outage'
import { isImageOptimiserRequest, requestedUpload } from '@/server/image-requests'
import { isCurrentMediaVersion, type MediaLookup } from '@/server/media-versions'

import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address'
import { answerFromMicroCache, microCacheKey, recordForMicroCache } from './micro-cache'
import type { EdgeResponse } from './response'

/**
 * The HTTP edge: the path of every request from the socket to Next.js, top to bottom. It is made
 * only of documented means: the server is this app's own (server.ts, Next.js's custom-server
 * API), its responses are Node.js's own class extended (src/server/edge/response.ts: the 503 of
 * a database outage, the micro-cache's recorder), Next.js's page cache is a class of ours named
 * by the `cacheHandler` option (src/server/next-cache-handler.ts: the pages' own CSP), and the
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
}

function answerPlain(res: EdgeResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
  res.end(text)
}

/** The image optimiser makes and keeps variants of the current version of a stored upload only. */
async function guardImageRequest(req: IncomingMessage, res: EdgeResponse, { next, lookupMedia }: Options): Promise<void> {
  const upload = requestedUpload(req.url ?? '')
  let current = false
  try {
    current = upload !== null && (await isCurrentMediaVersion(upload.filename, upload.version, lookupMedia))
  } catch (error) {
    reportIfDatabaseUnreachable(error)
    return answerPlain(res, 503, 'Service temporarily unavailable', { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  }
  if (!current) return answerPlain(res, 404, 'Not found')
  return next(req, res)
}

export function createEdge(options: Options): (req: IncomingMessage, res: EdgeResponse) => Promise<void> | void {
  const { next, trustedProxyHops } = options
  return (req, res) => {
    // 1. Who is asking: the socket's address, or the client's as the trusted proxies tell it.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustedProxyHops)

    // 2. Resized images of current uploads only (src/server/image-requests.ts).
    if (isImageOptimiserRequest(req.url ?? '')) return guardImageRequest(req, res, options)

    // 3. Shareable answers from memory; Next.js's answer recorded where it may be kept.
    const key = microCacheKey(req)
    if (key !== null) {
      if (answerFromMicroCache(key, req, res)) return
      recordForMicroCache(key, req, res)
    }

    // 4. Next.js: routing, the proxy (src/proxy.ts), pages, the API and Payload.
    return next(req, res)
  }
}
