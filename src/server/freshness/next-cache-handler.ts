import { LRUCache } from 'lru-cache'

import { pagePolicy } from '@/server/edge/page-policy'
import { contentChanged } from '@/server/freshness/content-changes'
import { answerStaleCopy, markStaleAnswer } from '@/server/freshness/stale-copies'
import { processWide } from '@/server/runtime/process-state'

/**
 * Next.js's page and data cache: the class named by next.config.ts's documented `cacheHandler`
 * option. It keeps the rendered public pages and the public reads (`unstable_cache`) of this
 * process in memory only (a restart, perhaps onto a restored database, never serves what an
 * earlier process rendered), and adds one thing: every page it keeps carries its own
 * Content-Security-Policy (src/server/edge/page-policy.ts).
 *
 * An entry is out of date once any of its tags expired after the render that made it began:
 * - a save on this instance expires its tags through `revalidateTag` (src/hooks/revalidate.ts);
 * - a write anywhere else reaches this instance as a database notification
 *   (src/server/freshness/notifications.ts) and expires the same tags;
 * - after the notifications were interrupted everything counts as out of date.
 * Entries are also dropped once older than their own revalidate time, so a page that depends on
 * today's date is rendered afresh before it is served, never served stale while it renews.
 *
 * An entry outdated by a change (its tags expired) may still be answered while one render
 * replaces it (src/server/freshness/stale-copies.ts): handed to Next.js as stale, which then
 * answers it and renders the page once in the background, or, for a read (`unstable_cache`),
 * answers it to a route that is not itself kept and reads afresh for a page being rendered.
 *
 * Next.js makes one instance of this class per request: the entries live in the module.
 */

/** Memory the kept pages and reads may take. */
const MAX_BYTES = 256 * 1024 * 1024

/** What Next.js hands over and gets back: the parts of its cache values this handler reads. */
type CacheValue = {
  kind?: string
  html?: unknown
  headers?: Record<string, string | string[] | undefined>
  tags?: string[]
  [key: string]: unknown
}
type CacheControl = { revalidate?: number | false; expire?: number }
type GetContext = { kind?: string; tags?: string[]; softTags?: string[]; isFallback?: boolean; revalidate?: number | false }
type SetContext = { tags?: string[]; isFallback?: boolean; cacheControl?: CacheControl; revalidate?: number | false }

type Entry = {
  value: CacheValue
  lastModified: number
  cacheControl?: CacheControl
  /** Tags given when stored (a page's own and those of the reads it made). */
  tags: string[]
  /** The clock when the render that made it began: a tag expired later makes it out of date. */
  startedAt: number
  /** Milliseconds since the epoch after which it is rendered afresh, or null. */
  freshUntil: number | null
  /** When a change first outdated it (milliseconds since the epoch). */
  outdatedAt: number | null
  size: number
}

/** A render under way: the clock and the time when it began. */
type Render = { clock: number; startedAt: number }

type State = {
  entries: LRUCache<string, Entry>
  /** A counter that orders renders and expiries (wall-clock time could step back). */
  clock: number
  /** The clock when each tag last expired. */
  tagExpiredAt: Map<string, number>
  /** The clock when everything last expired. */
  allExpiredAt: number
  /** A key missed (or answered stale) since it was last stored: when its render began. */
  missedAt: LRUCache<string, Render>
  /** How long each key's last render took, in milliseconds. */
  renderMs: LRUCache<string, number>
}

// One state for the process, whichever copy of this module Next.js or the server loaded.
const state = processWide<State>('next-cache', () => ({
  entries: new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size }),
  clock: 0,
  tagExpiredAt: new Map(),
  allExpiredAt: 0,
  missedAt: new LRUCache<string, Render>({ max: 10_000 }),
  renderMs: new LRUCache<string, number>({ max: 10_000 }),
}))

/** Expires tags: every entry holding one, and every render under way that read one, is out of date. */
export function expireNextCacheTags(tags: readonly string[]): void {
  const now = ++state.clock
  for (const tag of tags) state.tagExpiredAt.set(tag, now)
  const expired = new Set(tags)
  const at = Date.now()
  for (const entry of state.entries.values()) {
    if (entry.outdatedAt === null && entry.tags.some((tag) => expired.has(tag))) entry.outdatedAt = at
  }
}

/** Everything kept, and every render under way, is out of date. */
export function expireAllNextCache(): void {
  state.allExpiredAt = ++state.clock
  state.entries.clear()
}

/** Bytes a value holds, roughly: its strings and buffers, a few levels deep. */
function sizeOf(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length
  if (value instanceof Uint8Array) return value.byteLength
  if (depth > 3 || value === null || typeof value !== 'object') return 8
  const children = value instanceof Map ? [...value.values()] : Object.values(value)
  return children.reduce<number>((sum, child) => sum + sizeOf(child, depth + 1), 64)
}

/** The tags of a page or route answer, which Next.js keeps in its headers. */
function headerTags(value: CacheValue): string[] {
  const header = value.headers?.['x-next-cache-tags']
  return typeof header === 'string' && header ? header.split(',') : []
}

/** Whether an entry is out of date: 'changed' when only a change of what it shows made it so. */
function outOfDate(entry: Entry, extraTags: readonly string[]): false | true | 'changed' {
  if (entry.startedAt < state.allExpiredAt) return true
  if (entry.freshUntil !== null && entry.freshUntil <= Date.now()) return true
  for (const tag of entry.tags) if ((state.tagExpiredAt.get(tag) ?? 0) > entry.startedAt) return 'changed'
  for (const tag of extraTags) if ((state.tagExpiredAt.get(tag) ?? 0) > entry.startedAt) return 'changed'
  return false
}

const ONE_YEAR_SECONDS = 31_536_000

/**
 * The entry as Next.js takes it to be stale (answered, and replaced by one render), or null for a
 * page that would never be renewed. Next.js reads staleness from the time the entry was made.
 */
function asStale(entry: Entry, context: GetContext) {
  const now = Date.now()
  if (entry.value.kind === 'FETCH') {
    const revalidate = Math.max(Number(context.revalidate) || 0, Number(entry.value.revalidate) || 0, ONE_YEAR_SECONDS)
    return { value: entry.value, lastModified: now - (revalidate + 60) * 1000 }
  }
  const revalidate = entry.cacheControl?.revalidate
  if (typeof revalidate !== 'number' || revalidate <= 0) return null
  // Without its `expire` (next.config.ts sets it to the revalidate time, so that a page outdated by
  // time is never answered stale): Next.js would take the entry for expired and render first.
  return { value: entry.value, lastModified: now - (revalidate + 1) * 1000, cacheControl: { revalidate } }
}

/** A render of the key begins now, unless one is under way. */
function renderBegins(id: string): void {
  if (!state.missedAt.has(id)) state.missedAt.set(id, { clock: state.clock, startedAt: Date.now() })
}

function storageKey(key: string, isFallback: boolean | undefined): string {
  return isFallback ? `${key}\nfallback` : key
}

export default class NextCacheHandler {
  async get(key: string, context: GetContext = {}) {
    const id = storageKey(key, context.isFallback)
    const entry = state.entries.get(id)
    const out = entry ? outOfDate(entry, [...(context.tags ?? []), ...(context.softTags ?? [])]) : true
    if (entry && !out) return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
    if (entry && out === 'changed') {
      entry.outdatedAt ??= Date.now()
      const stale = answerStaleCopy(entry.outdatedAt, state.renderMs.get(id)) ? asStale(entry, context) : null
      if (stale) {
        renderBegins(id)
        // A read answered outdated: what the route makes of it is kept by no cache.
        if (entry.value.kind === 'FETCH') markStaleAnswer()
        return stale
      }
    }
    if (entry) state.entries.delete(id)
    renderBegins(id)
    return null
  }

  async set(key: string, data: CacheValue | null, context: SetContext = {}): Promise<void> {
    const id = storageKey(key, context.isFallback)
    const kept = state.entries.get(id)
    // A render that failed: Next.js stores the copy it had answered again, which stays outdated.
    if (data && kept && data === kept.value) return
    const render = state.missedAt.get(id)
    const startedAt = render?.clock ?? state.clock
    state.missedAt.delete(id)
    if (render) state.renderMs.set(id, Date.now() - render.startedAt)
    if (!data) return void state.entries.delete(id)
    if (data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      data.headers = { ...data.headers, 'content-security-policy': pagePolicy(data.html) }
    }
    const cacheControl = context.cacheControl
    const revalidate = cacheControl?.revalidate ?? context.revalidate
    const lastModified = Date.now()
    state.entries.set(id, {
      value: data,
      lastModified,
      cacheControl,
      tags: [...(context.tags ?? []), ...(data.tags ?? []), ...headerTags(data)],
      startedAt,
      freshUntil: typeof revalidate === 'number' && revalidate > 0 ? lastModified + revalidate * 1000 : null,
      outdatedAt: null,
      size: sizeOf(data) + 256,
    })
  }

  /** A save or delete on this instance (src/hooks/revalidate.ts): expired at once, here and in front of Next.js. */
  async revalidateTag(tags: string | string[]): Promise<void> {
    contentChanged(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache(): void {}
}
