import type { IncomingMessage } from 'node:http'

import { presentsApiKey } from '@/features/accounts/api-keys'
import { ALERT_LINK_RATE_LIMIT, ALERT_SIGNUP_RATE_LIMIT } from '@/features/alerts/topics'
import { API_KEY_RATE_LIMIT, CONTACT_RATE_LIMIT, LOGIN_RATE_LIMIT, UPLOAD_LIMITS } from '@/lib/constants'
import type { Limit } from '@/server/http/rate-limit'
import { trustedOrigins } from '@/server/runtime/env'

import { carriesCredentials, isApiDoor } from './request-kind'

/**
 * The rules every door follows: the product's API (/api) and Payload's own REST (/cms-api) are two
 * doors onto the same data, so what protects one is checked here, where both pass, before either
 * reads a byte of the body:
 * - bodies: JSON and forms up to 1 MB; uploads (multipart) up to 10 MB, for signed-in users only
 *   (a session or API key that holds, not a cookie of the right name); a body of unknown length is
 *   refused;
 * - sign-in (every way in: log in, first admin, forgot, reset and unlock a password) only from the
 *   site's own pages when a browser asks (no login CSRF), and 20 a minute per address, guesses at
 *   the current password (a password change) counted with them; signing out
 *   and renewing a session, which write the session cookie too, only from the site's own pages;
 * - contact messages 5 a minute per address, whichever door they come through;
 * - sign-ups to e-mail alerts 5 a minute per address, and uses of the alert mails' links
 *   (confirm, preferences, and their pages) 30 a minute; one-click unsubscribing is never held back;
 * - requests signed with an API key 600 a minute per address (a program's loop, or one trying
 *   keys, meets a 429 with Retry-After long before it weighs on the database);
 * - a visitor's list on /cms-api at most 100 records at a time and 1 level deep.
 */

export const MAX_BODY_BYTES = 1024 * 1024
/** Room for the multipart envelope around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * 1024
const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.default.maxBytes + MULTIPART_OVERHEAD
/** Most records, and levels of related records, a visitor's list on /cms-api may ask for. */

type Rule = { methods: string[]; path: RegExp; budget: string; limit: Limit; signIn?: boolean }

/** Requests counted per client address; one budget per kind, shared by both doors. */
const COUNTED: Rule[] = [
  { methods: ['POST'], path: /^\/(?:api|cms-api)\/contact-messages$/i, budget: 'contact', limit: CONTACT_RATE_LIMIT },
  { methods: ['POST'], path: /^\/api\/subscriptions$/i, budget: 'alert-sign-up', limit: ALERT_SIGNUP_RATE_LIMIT },
  // Not the one-click unsubscribe: mail providers send it from a few shared addresses, and its token cannot be guessed.
  { methods: ['POST', 'PATCH'], path: /^\/api\/subscriptions\/(?:confirm|preferences)$/i, budget: 'alert-links', limit: ALERT_LINK_RATE_LIMIT },
  // The pages of those links (src/features/alerts/link-pages.ts): opened and their forms sent.
  { methods: ['GET', 'POST'], path: /^\/api\/subscriptions\/(?:confirm|preferences)-page$/i, budget: 'alert-links', limit: ALERT_LINK_RATE_LIMIT },
  { methods: ['POST'], path: /^\/api\/auth\/(?:login|setup|forgot-password|reset-password)$/i, budget: 'sign-in', limit: LOGIN_RATE_LIMIT, signIn: true },
  // A guess at the current password is a sign-in's guess: the same budget per address (and per account, src/features/accounts/sign-in.ts).
  { methods: ['POST'], path: /^\/api\/auth\/change-password$/i, budget: 'sign-in', limit: LOGIN_RATE_LIMIT },
  {
    methods: ['POST'],
    path: /^\/cms-api\/users\/(?:login|first-register|forgot-password|reset-password|unlock)$/i,
    budget: 'sign-in',
    limit: LOGIN_RATE_LIMIT,
    signIn: true,
  },
]

/** The other requests that write the session cookie: sign-out and Payload's renewal of a session. */
const SESSION_WRITES = /^\/(?:api\/auth\/logout|cms-api\/users\/(?:logout|refresh-token))$/i

const UPLOADS = /^\/(?:api|cms-api)\/media$/i
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

/** The path of a request URL, without its query and a trailing slash. */
function pathOf(url: string): string {
  const path = url.split('?')[0]
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Whether a browser says the request comes from another site. */
function fromAnotherSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) return !trustedOrigins().includes(origin)
  return req.headers['sec-fetch-site'] === 'cross-site'
}

/**
 * The /cms panel's sign-out page, which posts the sign-out from the site's own page once loaded:
 * a link to it from another site would sign the panel's user out.
 */
const PANEL_SIGN_OUT = /^\/cms\/logout(?:-inactivity)?(?:\/|$)/i

/** Whether a request opens the panel's sign-out page from another site (it is sent to the panel instead). */
export function crossSitePanelSignOut(req: IncomingMessage): boolean {
  return req.headers['sec-fetch-site'] === 'cross-site' && PANEL_SIGN_OUT.test(pathOf(req.url ?? '/'))
}

/**
 * Whether a request sends a body to a page (or the /cms panel) from another site. Pages take no
 * forms from elsewhere; Next.js met such a post (a Server Action's shape) with 500.
 */
export function crossSitePageWrite(req: IncomingMessage): boolean {
  return !isApiDoor(req.url ?? '/') && WITH_BODY.has(req.method ?? '') && fromAnotherSite(req)
}

/**
 * A request this door refuses before reading its body, or null. A body past the visitors' 1 MB
 * (an upload) passes here on the credentials it carries; `provesCredentials` then says whether the
 * door must also check that they hold (src/server/edge/credentials.ts).
 */
export function refusalAtTheDoor(req: IncomingMessage): Refusal | null {
  const url = req.url ?? '/'
  if (!isApiDoor(url)) return null
  const path = pathOf(url)
  if (COUNTED.some((rule) => rule.signIn && rule.path.test(path)) && req.method === 'POST' && fromAnotherSite(req)) {
    return { status: 403, message: 'Sign-in is only possible from this site.' }
  }
  if (SESSION_WRITES.test(path) && req.method === 'POST' && fromAnotherSite(req)) {
    return { status: 403, message: 'Signing out and renewing a session are only possible from this site.' }
  }
  if (!WITH_BODY.has(req.method ?? '')) return null
  const length = req.headers['content-length']
  if (length === undefined) {
    return req.headers['transfer-encoding'] !== undefined ? { status: 411, message: 'Send the body with a Content-Length.' } : null
  }
  const bytes = Number(length)
  const multipart = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
  const signedIn = carriesCredentials(req.headers)
  if (multipart && UPLOADS.test(path) && !signedIn) return { status: 401, message: 'Sign in to upload files.' }
  if (!Number.isFinite(bytes) || bytes > (multipart && signedIn ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES))
    return { status: 413, message: 'Request body is too large' }
  return null
}

/**
 * Whether the door lets a body past the visitors' 1 MB only once the request's session or API key
 * is shown to hold: carrying a cookie of the right name (a made-up `payload-token`) is not enough.
 * Asked of those requests alone, as the check costs a query.
 */
export function provesCredentials(req: IncomingMessage): boolean {
  return WITH_BODY.has(req.method ?? '') && isApiDoor(req.url ?? '/') && Number(req.headers['content-length']) > MAX_BODY_BYTES
}

/** The budget a request counts against (its key names the client address), or null. */
export function countedAs(req: IncomingMessage, clientAddress: string): { key: string; limit: Limit } | null {
  const path = pathOf(req.url ?? '/')
  const rule = COUNTED.find((candidate) => candidate.methods.includes(req.method ?? '') && candidate.path.test(path))
  if (rule) return { key: `${rule.budget}:${clientAddress}`, limit: rule.limit }
  if (isApiDoor(path) && presentsApiKey(req.headers.authorization)) return { key: `api-key:${clientAddress}`, limit: API_KEY_RATE_LIMIT }
  return null
}
