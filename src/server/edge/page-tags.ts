import NextCacheHandler from '@/server/freshness/next-cache-handler'

import { contentTagHeaders, NEXT_TAGS_HEADER } from './shared-cache'

type SetArguments = Parameters<NextCacheHandler['set']>

/**
 * Next.js's page cache as next.config.ts names it (`cacheHandler`, built to
 * dist/next-cache-handler.mjs by scripts/build-server.mjs): the class of
 * src/server/freshness/next-cache-handler.ts, which keeps pages and reads fresh across instances,
 * and one thing more: every page it keeps names the cache tags it was stored under (its own and
 * those of the cached reads it made, one per collection or global it read) in `Surrogate-Key`,
 * which Next.js answers with the page, from its cache or fresh from the render alike, and the
 * edge's micro-cache keeps with it. Next.js lists those tags in `x-next-cache-tags` of the page
 * it stores, but takes that header out of its answers outside its minimal mode (a platform of
 * its maker's): this is how the shared cache in front learns them (src/server/edge/shared-cache.ts).
 */
export default class TaggedPageCache extends NextCacheHandler {
  override async set(...[key, data, context = {}]: SetArguments): Promise<void> {
    if (data?.kind === 'APP_PAGE') {
      const listed = data.headers?.[NEXT_TAGS_HEADER]
      const tags = [...(context.tags ?? []), ...(data.tags ?? []), ...(typeof listed === 'string' && listed ? listed.split(',') : [])]
      if (tags.length > 0) data.headers = { ...data.headers, ...contentTagHeaders(tags) }
    }
    return super.set(key, data, context)
  }
}
