import { processWide } from '@/server/runtime/process-state'

/**
 * What the process knows of a database outage, so that whatever cannot be answered because of it
 * says 503 (with Retry-After) instead of 500, while pages already in the cache keep being served.
 *
 * Server code that meets a connection failure reports it (pool errors, failed page reads, API
 * errors). For the next half minute, a response about to go out as 500 goes out as 503: the App
 * Router gives a page that fails to render (the friendly page of src/app/(site)/error.tsx) status
 * 500 and offers no way to choose another, so the edge's response changes the status as it is
 * written (src/server/edge/response.ts). The rest of the time this costs one comparison per
 * response. (A check in src/proxy.ts would cost every public page the proxy's own overhead, about
 * 1 ms of CPU: `npm run bench` measured it.)
 */

/** How long a reported failure keeps the site in outage mode. */
const OUTAGE_WINDOW_MS = 30_000
/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5
/** What an answer says when the database is away. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable'

// One state for the whole process, whichever bundle a module was loaded from.
const state = processWide('database-outage', () => ({ until: 0 }))

/** Called wherever the database turned out to be unreachable. */
export function reportDatabaseUnreachable(): void {
  state.until = Date.now() + OUTAGE_WINDOW_MS
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection is closed|database system is (starting up|shutting down)|Client was closed/i

/** Whether an error (or one of its causes) says the database cannot be reached right now. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
  }
  return false
}

/** Reports an outage if the error says the database is unreachable; says whether it did. */
export function reportIfDatabaseUnreachable(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false
  reportDatabaseUnreachable()
  return true
}

/** Whether a database outage was reported in the last half minute. */
export function databaseOutageSuspected(): boolean {
  return state.until > Date.now()
}
