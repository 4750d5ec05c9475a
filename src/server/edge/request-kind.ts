import type { IncomingHttpHeaders } from 'node:http'

/**
 * What kind a request is, said once for the whole edge: which door or screen its path leads to,
 * and whether it names a user. Every answer is about the canonical target
 * (src/server/edge/canonical-path.ts), which the edge puts in `req.url` before anything asks.
 * Path prefixes are matched without regard to case, like the door rules: matching too much only
 * applies a rule to a path the router answers 404 anyway.
 */

/** Where a request leads: the product's API, Payload's REST, the staff screens, Next.js's own files, or a page. */
export type Area = 'api' | 'cms-api' | 'staff' | 'next' | 'page'

const AREAS: [RegExp, Area][] = [
  [/^\/api(?:[/?]|$)/i, 'api'],
  [/^\/cms-api(?:[/?]|$)/i, 'cms-api'],
  [/^\/(?:admin|cms)(?:[/?]|$)/i, 'staff'],
  [/^\/_next(?:[/?]|$)/i, 'next'],
]

export function areaOf(url: string): Area {
  for (const [prefix, area] of AREAS) if (prefix.test(url)) return area
  return 'page'
}

/** /api or /cms-api: the two doors onto the same data, held to the same rules. */
export function isApiDoor(url: string): boolean {
  const area = areaOf(url)
  return area === 'api' || area === 'cms-api'
}

/** Where a signed-in user's answers are about that user: the API doors and the staff screens. */
export function isPersonalArea(url: string): boolean {
  return areaOf(url) !== 'page' && areaOf(url) !== 'next'
}

/** An answer of the API doors in the error shape its door uses: Payload's on /cms-api, the product's on /api. */
export function errorBody(url: string, message: string): { errors: { message: string }[] } | { message: string } {
  return areaOf(url) === 'cms-api' ? { errors: [{ message }] } : { message }
}

const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/** Whether a request names a user: the session cookie or an `Authorization` header (an API key). */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || SESSION_COOKIE.test(headers.cookie ?? '')
}

/** Whether a request carries the session cookie. */
export function carriesSessionCookie(headers: IncomingHttpHeaders): boolean {
  return SESSION_COOKIE.test(headers.cookie ?? '')
}
