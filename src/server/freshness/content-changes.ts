import { processWide } from '@/server/runtime/process-state'

/**
 * Content changed: the one event every cache of the process listens to. It is told of a save on
 * this instance (Next.js's `revalidateTag` reaches src/server/freshness/next-cache-handler.ts) and of a
 * write anywhere (a database notification: src/server/freshness/notifications.ts), and server.ts
 * wires who hears it: Next.js's page cache expires the tags, the edge's micro-cache empties, the
 * image guard looks upload versions up again, the page documents are renewed, and the shared cache
 * in front is purged (src/server/freshness/shared-cache-purge.ts). This module knows
 * none of them: the event goes one way.
 */

/** What changed: the cache tags of the content written, or anything at all (changes may have been missed). */
export type ContentChange = { tags: readonly string[] } | { everything: true }
type Listener = (change: ContentChange) => void

const listeners = processWide('freshness', () => new Set<Listener>())

/** Hears every content change from now on; answers a function that stops hearing them. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function tell(change: ContentChange): void {
  for (const listener of listeners) listener(change)
}

/** Content with these cache tags was written, on this instance or another. */
export function contentChanged(tags: readonly string[]): void {
  tell({ tags })
}

/** Notifications may have been missed (the listening connection was lost): anything may have changed. */
export function anythingMayHaveChanged(): void {
  tell({ everything: true })
}
