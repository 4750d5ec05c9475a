import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { listRewrites } from './src/lib/list-view'

/** The public pages' own paths, served by the cached pages under src/app/(site)/[area]. */
const PUBLIC_PAGES = 'artists|tour|events|sponsorship|contact'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // An ETag costs a hash of the whole page on every cached hit; pages are cheap to resend.
  generateEtags: false,
  // One instance of Payload per process: bundled per route, each route would get its own copy of
  // Payload's classes and `instanceof` checks on its errors (NotFound, ValidationError...) would fail.
  serverExternalPackages: ['payload'],
  images: {
    // Uploads are served by Payload's media route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
  experimental: {
    // Cached pages and reads live in memory only: a restart (perhaps onto a restored database)
    // never serves what an earlier process rendered.
    isrFlushToDisk: false,
  },
  async rewrites() {
    // Every public URL (SPEC §2) maps onto the /public/... twin, whose pages are rendered on the
    // first request and then served from cache until a change expires them (src/hooks/revalidate.ts).
    // The query parameters that choose what a page shows become path segments, so that each
    // choice is a page of its own in the cache.
    const artistId = { type: 'query' as const, key: 'id', value: '(?<id>[^/]+)' }
    return {
      beforeFiles: [
        { source: '/', destination: '/public' },
        { source: '/artist/:slug*', has: [artistId], destination: '/public/artist/:id' },
        { source: '/public/artist', has: [artistId], destination: '/public/artist/:id' },
        { source: '/artist/:slug*', destination: '/public/artist' },
        ...listRewrites(),
        { source: `/:page(${PUBLIC_PAGES})`, destination: '/public/:page' },
      ],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
