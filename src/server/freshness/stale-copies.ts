/**
 * When a visitor gets the previous copy of a page, feed or list while a fresh one is made
 * (docs/architecture.md#stale-while-rendering). After a change, a copy whose last render took
 * longer than a visitor should wait is answered at once, and one render replaces it; a copy that
 * renders quickly is rendered afresh for the visitor, who waits no longer than that. A copy is
 * never answered more than STALE_FOR_MS after the change that outdated it: past that, the visitor
 * waits for the fresh one.
 */

import { AsyncLocalStorage } from 'node:async_hooks'

import { processWide } from '@/server/runtime/process-state'

/** The longest a previous copy is answered after the change that outdated it. */
export const STALE_FOR_MS = 10_000
/** The longest a visitor should wait for a fresh answer, unless FRESH_WAIT_MS says otherwise. */
export const DEFAULT_FRESH_WAIT_MS = 100

/**
 * FRESH_WAIT_MS: how long a visitor may wait for a fresh answer after a change before the
 * previous copy is answered instead (0: the previous copy at once). The test servers set it high,
 * so that a test reads its own writes whatever the machine's load.
 */
export function freshWaitMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FRESH_WAIT_MS?.trim()
  if (!raw) return DEFAULT_FRESH_WAIT_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`FRESH_WAIT_MS must be a whole number of milliseconds (got "${raw}")`)
  return value
}

let waitMs: number | null = null

/**
 * Whether an outdated copy is answered while its render runs: it was outdated at most
 * STALE_FOR_MS ago, and its last render took at least as long as a visitor may wait (a copy whose
 * render time is unknown is rendered afresh).
 */
export function answerStaleCopy(outdatedAt: number, lastRenderMs: number | undefined, now = Date.now()): boolean {
  waitMs ??= freshWaitMs()
  if (now - outdatedAt > STALE_FOR_MS) return false
  return lastRenderMs !== undefined && lastRenderMs >= waitMs
}

/**
 * Whether the answer under way was made with an outdated read (a route that is not itself kept,
 * such as a feed, answered while the read is renewed): such an answer is kept by no cache, so the
 * next request gets the renewed one. One marker per request, whichever copy of this module the
 * edge and Next.js's cache loaded.
 */
const answers = processWide('stale-answers', () => new AsyncLocalStorage<{ stale: boolean }>())

/** Runs the making of one answer with its own marker. */
export const answering = <T>(make: () => T): T => answers.run({ stale: false }, make)

/** The answer under way uses an outdated read. */
export function markStaleAnswer(): void {
  const marker = answers.getStore()
  if (marker) marker.stale = true
}

/** Whether the answer under way used an outdated read. */
export const answeredStale = (): boolean => answers.getStore()?.stale === true
