import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'

import { processWide } from '@/server/runtime/process-state'

import { microCacheKey, shareableAnswer } from './micro-cache'
import { areaOf, carriesCredentials } from './request-kind'

/**
 * What a shared cache in front of the instances (Varnish, deploy/varnish/agency.vcl; or a CDN) is
 * told of each answer, said in one place (docs/operations.md#the-shared-cache-varnish):
 * - **the tags of what it shows**, the cache tags the app's own caches use: a page's are those
 *   Next.js lists in `x-next-cache-tags` (its own and those of the cached reads it made, one per
 *   collection or global: src/server/content/public-data.ts); an API list's and a feed's are the
 *   collections they read, named by their route (`contentTagHeaders`). They leave space-separated
 *   in `xkey` (Varnish's vmod xkey) and `Surrogate-Key` (the CDNs' name for the same list);
 * - **how long it may keep it**, in `Surrogate-Control`, and only when a shared cache that the
 *   instances purge is configured (SHARED_CACHE_PURGE_URL): a page for its `s-maxage`; an API list,
 *   which clients revalidate on every request (`public, no-cache` with an ETag), until a change
 *   purges its tags. Clients never see it (the VCL takes it out), and a CDN that honours it is
 *   never told it unless it is the one purged.
 *
 * An answer is kept by the shared cache only when it says `Surrogate-Control: max-age=...`, and
 * it says so only for a visitor's request that the edge's micro-cache could hold too (GET or HEAD,
 * no client-router headers, no draft-mode cookie) with no credentials at all, answered 200, shareable
 * by its Cache-Control, with no cookie set, not varying on anything but Next.js's own headers.
 * Anything else says `no-store`:
 * - while this instance does not hear content changes (it would not purge what it missed);
 * - when the answer began before a content change this instance heard, or may have joined a
 *   render that did (one still under way for the same path began before the change): it may
 *   show what the change replaced, and the purge may already have passed.
 */

/** The header Next.js lists a page's cache tags in (comma-separated). */
export const NEXT_TAGS_HEADER = 'x-next-cache-tags'
/** Varnish's vmod xkey reads the tags here (space-separated). */
export const XKEY_HEADER = 'xkey'
/** The same tags for a CDN (Fastly's `Surrogate-Key`; space-separated). */
export const SURROGATE_KEY_HEADER = 'surrogate-key'
/** How long the shared cache may keep an answer: `max-age=<seconds>` or `no-store`. */
export const SURROGATE_CONTROL_HEADER = 'surrogate-control'
/** How long "until a change purges it" is: a week, past which a list is fetched again (and answered 304 by the app if unchanged). */
export const UNTIL_PURGED_SECONDS = 7 * 86_400

/** The tag headers of an answer of a route that reads these collections (an API list, a feed). */
export function contentTagHeaders(tags: readonly string[]): Record<string, string> {
  return { 'Surrogate-Key': [...new Set(tags)].join(' ') }
}

/** The tags of an answer: those a route named, else those of Next.js's page; unique, in order. */
export function answerTags(headers: OutgoingHttpHeaders): string[] {
  const named = headers[SURROGATE_KEY_HEADER]
  const listed = named !== undefined ? String(named).split(/[\s,]+/) : String(headers[NEXT_TAGS_HEADER] ?? '').split(',')
  return [...new Set(listed.map((tag) => tag.trim()).filter(Boolean))]
}

type State = {
  /** Whether a shared cache that the instances purge is in front (SHARED_CACHE_PURGE_URL). */
  purged: boolean
  /** Whether every content write is being heard right now (src/server/freshness/notifications.ts). */
  hearingChanges: () => boolean
  /** Counts the content changes this instance heard. */
  generation: number
  /** The generations at which the answers under way began, per path. */
  inFlight: Map<string, number[]>
}

const state = processWide<State>('shared-cache', () => ({ purged: false, hearingChanges: () => false, generation: 0, inFlight: new Map() }))

/** Says that a shared cache the instances purge is in front, and how to know whether changes are heard (server.ts). */
export function sharedCacheInFront(hearing: () => boolean): void {
  state.purged = true
  state.hearingChanges = hearing
}

/** A content change was heard: answers begun before it are not to be kept (server.ts, before the purge is sent). */
export function sharedCacheChangeHeard(): void {
  state.generation += 1
}

/** What the edge's response keeps of an answer on its way: when it began, and whether it may show an older render. */
export type SharedAnswer = { generation: number; joinedOlder: boolean }

const pathOf = (url: string) => url.split('?', 1)[0]

/**
 * Counts an answer Next.js is about to make (the micro-cache did not hold it) as under way for its
 * path until its response closes; what the response needs to judge it later.
 */
export function beginSharedAnswer(req: IncomingMessage, onClose: (listener: () => void) => void): SharedAnswer | null {
  if (!state.purged) return null
  const path = pathOf(req.url ?? '/')
  const generation = state.generation
  const running = state.inFlight.get(path)
  const answer = { generation, joinedOlder: running?.some((other) => other < generation) ?? false }
  if (running) running.push(generation)
  else state.inFlight.set(path, [generation])
  onClose(() => {
    const list = state.inFlight.get(path)
    const at = list?.indexOf(generation) ?? -1
    if (at >= 0) list!.splice(at, 1)
    if (list?.length === 0) state.inFlight.delete(path)
  })
  return answer
}

/** How many seconds a shared cache may keep this answer; 0: not at all. */
function keepSeconds(req: IncomingMessage, statusCode: number, headers: OutgoingHttpHeaders, tags: string[]): number {
  if (!shareableAnswer(statusCode, headers)) return 0
  if (carriesCredentials(req.headers) || microCacheKey(req) === null) return 0
  const cacheControl = String(headers['cache-control'] ?? '')
  // An anonymous API list: right until one of its collections changes.
  if (areaOf(req.url ?? '/') === 'api') return /\bpublic\b/i.test(cacheControl) && tags.length > 0 ? UNTIL_PURGED_SECONDS : 0
  const maxAge = /\bs-maxage=(\d+)/i.exec(cacheControl)
  return maxAge ? Number(maxAge[1]) : 0
}

/**
 * Adds the shared cache's headers to an answer about to leave (src/server/edge/response.ts, for
 * what Next.js answers and what the micro-cache answers alike). `answer` is what
 * `beginSharedAnswer` said, or null for an answer made at once (from the micro-cache).
 */
export function addSharedCacheHeaders(
  req: IncomingMessage,
  statusCode: number,
  headers: OutgoingHttpHeaders,
  setHeader: (name: string, value: string) => void,
  answer: SharedAnswer | null,
): void {
  const tags = answerTags(headers)
  if (tags.length > 0) {
    const list = tags.join(' ')
    setHeader(XKEY_HEADER, list)
    setHeader(SURROGATE_KEY_HEADER, list)
  }
  if (!state.purged || (req.method !== 'GET' && req.method !== 'HEAD')) return
  let seconds = keepSeconds(req, statusCode, headers, tags)
  if (!state.hearingChanges()) seconds = 0
  if (answer && (answer.joinedOlder || answer.generation !== state.generation)) seconds = 0
  setHeader(SURROGATE_CONTROL_HEADER, seconds > 0 ? `max-age=${seconds}` : 'no-store')
}
