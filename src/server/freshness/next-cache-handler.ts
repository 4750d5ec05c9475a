import { LRUCache } from 'lru-cache'

import { pagePolicy } from '@/server/edge/page-policy'
import { contentChanged } from '@/server/freshness/content-changes'
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
type GetContext = { kind?: string; tags?: string[]; softTags?: string[]; isFallback?: boolean }
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
  size: number
}

type State = {
  entries: LRUCache<string, Entry>
  /** A counter that orders renders and expiries (wall-clock time could step back). */
  clock: number
  /** The clock when each tag last expired. */
  tagExpiredAt: Map<string, number>
  /** The clock when everything last expired. */
  allExpiredAt: number
  /** The clock when a key was first missed since it was last stored: when its render began. */
  missedAt: LRUCache<string, number>
}

// One state for the process, whichever copy of this module Next.js or the server loaded.
const state = processWide<State>('next-cache', () => ({
  entries: new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size }),
  clock: 0,
  tagExpiredAt: new Map(),
  allExpiredAt: 0,
  missedAt: new LRUCache<string, number>({ max: 10_000 }),
}))

/** Expires tags: every entry holding one, and every render under way that read one, is out of date. */
export function expireNextCacheTags(tags: readonly string[]): void {
  const now = ++state.clock
  for (const tag of tags) state.tagExpiredAt.set(tag, now)
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

function isOutOfDate(entry: Entry, extraTags: readonly string[]): boolean {
  if (entry.startedAt < state.allExpiredAt) return true
  if (entry.freshUntil !== null && entry.freshUntil <= Date.now()) return true
  for (const tag of entry.tags) if ((state.tagExpiredAt.get(tag) ?? 0) > entry.startedAt) return true
  for (const tag of extraTags) if ((state.tagExpiredAt.get(tag) ?? 0) > entry.startedAt) return true
  return false
}

function storageKey(key: string, isFallback: boolean | undefined): string {
  return isFallback ? `${key}\nfallback` : key
}

export default class NextCacheHandler {
  async get(key: string, context: GetContext = {}) {
    const id = storageKey(key, context.isFallback)
    const entry = state.entries.get(id)
    if (entry && !isOutOfDate(entry, [...(context.tags ?? []), ...(context.softTags ?? [])])) {
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
    }
    if (entry) state.entries.delete(id)
    if (!state.missedAt.has(id)) state.missedAt.set(id, state.clock)
    return null
  }

  async set(key: string, data: CacheValue | null, context: SetContext = {}): Promise<void> {
    const id = storageKey(key, context.isFallback)
    const startedAt = state.missedAt.get(id) ?? state.clock
    state.missedAt.delete(id)
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
      size: sizeOf(data) + 256,
    })
  }

  /** A save or delete on this instance (src/hooks/revalidate.ts): expired at once, here and in front of Next.js. */
  async revalidateTag(tags: string | string[]): Promise<void> {
    contentChanged(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache(): void {}
}
