import { scriptPolicy } from './script-policy.cjs'

/**
 * What the process knows of a database outage, so that a public page that cannot be rendered
 * answers 503 (with Retry-After) instead of 500, while pages already in the cache keep being served.
 *
 * Server code that meets a connection failure reports it (pool errors, failed page reads, API
 * errors). For the next half minute src/proxy.ts fetches each public page from this same server
 * once more, marked so it passes straight through, and turns a failed render (500, the friendly
 * page of src/app/(site)/error.tsx) into 503. The rest of the time the proxy costs one comparison.
 *
 * The proxy and the pages are bundled apart, so the state lives on globalThis (one process).
 */

/** How long a reported failure keeps the site in outage mode. */
const OUTAGE_WINDOW_MS = 30_000
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5
/** Marks the proxy's own request to this server, which must pass through the proxy. */
const PASS_HEADER = 'x-agency-outage-pass'

type OutageState = { until: number; passToken: string }

const KEY = Symbol.for('agency-site.database-outage')
const globals = globalThis as typeof globalThis & { [KEY]?: OutageState }
const state: OutageState = (globals[KEY] ??= { until: 0, passToken: crypto.randomUUID() })

/** Called wherever the database turned out to be unreachable. */
export function reportDatabaseUnreachable(): void {
  state.until = Date.now() + OUTAGE_WINDOW_MS
}

export function databaseOutageSuspected(): boolean {
  return state.until > Date.now()
}

/** Whether this request is the proxy's own second look (see `pageDuringOutage`). */
export function isOutagePass(request: Request): boolean {
  return request.headers.get(PASS_HEADER) === state.passToken
}

/**
 * This server's own address. `next start` records the address it listens on (Next.js uses it
 * for its own loopback requests); PORT is the fallback.
 */
function ownOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
}

const HOP_HEADERS = ['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']

/**
 * The page as this server answers it right now: the cached page when there is one, else the
 * render's failure, re-labelled 503 with Retry-After because the database is away.
 */
export async function pageDuringOutage(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const headers = new Headers(request.headers)
  headers.set(PASS_HEADER, state.passToken)
  headers.delete('accept-encoding')
  const answer = await fetch(new URL(url.pathname + url.search, ownOrigin()), { method: request.method, headers, redirect: 'manual' })
  const responseHeaders = new Headers(answer.headers)
  for (const name of HOP_HEADERS) responseHeaders.delete(name)
  if (answer.status !== 500) return new Response(answer.body, { status: answer.status, headers: responseHeaders })
  // A failed render is never cached, so its inline scripts are listed here (as for cached pages).
  const html = await answer.text()
  responseHeaders.append('Content-Security-Policy', scriptPolicy(html))
  responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
  responseHeaders.set('Cache-Control', 'no-store')
  return new Response(html, { status: 503, statusText: 'Service Unavailable', headers: responseHeaders })
}
