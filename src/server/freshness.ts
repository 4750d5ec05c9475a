import { purgeMicroCache } from '@/server/edge/micro-cache'
import { forgetMediaVersions } from '@/server/media-versions'
import { expireAllNextCache, expireNextCacheTags } from '@/server/next-cache-handler'

/**
 * What an instance does when content changes, wherever the change was made: a save on this
 * instance (Next.js's `revalidateTag`, src/server/next-cache-handler.ts) or a database
 * notification of a write anywhere (src/server/content-notifications.ts). Every cache of the
 * process forgets what the change may have made out of date.
 */
export function contentChanged(tags: readonly string[]): void {
  expireNextCacheTags(tags)
  purgeMicroCache()
  forgetMediaVersions()
}

/** Notifications may have been missed (the listening connection was lost): forget everything. */
export function anythingMayHaveChanged(): void {
  expireAllNextCache()
  purgeMicroCache()
  forgetMediaVersions()
}
