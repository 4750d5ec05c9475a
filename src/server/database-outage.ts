import { ServerResponse } from 'node:http'

/**
 * What the process knows of a database outage, so that whatever cannot be answered because of it
 * says 503 (with Retry-After) instead of 500, while pages already in the cache keep being served.
 *
 * Server code that meets a connection failure reports it (pool errors, failed page reads, API
 * errors). For the next half minute, a response about to go out as 500 goes out as 503: the App
 * Router gives a page that fails to render (the friendly page of src/app/(site)/error.tsx) status
 * 500 and offers no way to choose another, so the status is changed where Node.js writes it.
 * The rest of the time this costs one comparison per response. (A check in src/proxy.ts would cost
 * every public page the proxy's own overhead, about 1 ms of CPU: `npm run bench` measured it.)
 */

/** How long a reported failure keeps the site in outage mode. */
const OUTAGE_WINDOW_MS = 30_000
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5

// One state for the whole process, whichever bundle a module was loaded from.
const KEY = Symbol.for('agency-site.database-outage')
const globals = globalThis as typeof globalThis & { [KEY]?: { until: number; installed: boolean } }
const state = (globals[KEY] ??= { until: 0, installed: false })

/** Called wherever the database turned out to be unreachable. */
export function reportDatabaseUnreachable(): void {
  state.until = Date.now() + OUTAGE_WINDOW_MS
}

export function databaseOutageSuspected(): boolean {
  return state.until > Date.now()
}

/** Once per process, at start-up (src/instrumentation.ts): 500 becomes 503 during an outage. */
export function answerOutageFailuresWith503(): void {
  if (state.installed) return
  state.installed = true
  const writeHead = ServerResponse.prototype.writeHead
  ServerResponse.prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && databaseOutageSuspected()) {
      statusCode = 503
      this.statusMessage = 'Service Unavailable'
      if (typeof rest[0] === 'string') rest[0] = this.statusMessage
      if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    return (writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest)
  } as typeof writeHead
}
