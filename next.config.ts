import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { PUBLIC_PAGE_NAMES } from './src/lib/brand'
import { listRewrites } from './src/lib/list-view'
import {
  apiReferenceContentSecurityPolicy,
  publicContentSecurityPolicy,
  securityHeaders,
  UPLOADED_FILE_CONTENT_SECURITY_POLICY,
} from './src/server/edge/security-headers'

const https = (process.env.SITE_URL ?? '').startsWith('https://')

/** The public pages' own paths, served by the cached pages under src/app/(site)/[area]. */
const PUBLIC_PAGES = PUBLIC_PAGE_NAMES.join('|')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The type check is a step of its own (`npm run typecheck`, first in `npm test`: Next's route
  // types, then tsc over everything the build sees and more); run again inside the build it cost
  // about 40 s of a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  // An ETag costs a hash of the whole page on every cached hit; pages are cheap to resend.
  generateEtags: false,
  // A cached page older than its `revalidate` (60 s, src/app/(site)/[area]/layout.tsx) is rendered
  // afresh before it is served, never served stale while renewing: a stale-while-revalidate hit
  // would skip the tag check and could show content from before a save.
  expireTime: 60,
  // One instance of Payload per process: bundled per route, each route would get its own copy of
  // Payload's classes and `instanceof` checks on its errors (NotFound, ValidationError...) would fail.
  serverExternalPackages: ['payload', 'subset-font'],
  // Next.js's page and data cache: a class of ours, in memory, kept fresh across instances
  // (src/server/freshness/next-cache-handler.ts; built to dist/ by scripts/build-server.mjs). Next.js's own
  // in-memory layer is off: the handler is the one place pages are kept.
  cacheHandler: path.join(process.cwd(), 'dist/next-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  images: {
    // Uploads are served by Payload's media route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
    // The resized variants kept in .next/cache/images (least recently used go first). Only
    // variants of the current uploads are made at all (src/server/media/image-requests.ts).
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  experimental: {
    // A fresh clone in CI never builds twice: writing Turbopack's cache (about 25 s) is kept for
    // machines that build again, where it makes the next build about 60 s shorter.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // The image optimiser keeps what it made in .next/cache/images only with this on: off, it
    // resized every image on every request (about 70 ms of CPU each). Pages are not concerned:
    // the cacheHandler above keeps them in memory only whatever this says.
    isrFlushToDisk: true,
  },
  async headers() {
    // The staff screens (/admin, /cms) get a policy with a per-request nonce from src/proxy.ts.
    const policy = (map: boolean) => ({ key: 'Content-Security-Policy', value: publicContentSecurityPolicy({ https, map }) })
    return [
      { source: '/:path*', headers: securityHeaders({ https }) },
      { source: '/:path((?!admin|cms).*)', headers: [policy(false)] },
      { source: '/:area(public|ne)?/contact', headers: [policy(true)] },
      { source: '/api/docs', headers: [{ key: 'Content-Security-Policy', value: apiReferenceContentSecurityPolicy({ https }) }] },
      { source: '/cms-api/media/file/:path*', headers: [{ key: 'Content-Security-Policy', value: UPLOADED_FILE_CONTENT_SECURITY_POLICY }] },
    ]
  },
  async redirects() {
    // The alert mails' links (/alerts?confirm=…, /alerts?manage=…, and their Nepali twins) open
    // plain pages whose forms work without JavaScript (src/features/alerts/link-pages.ts).
    return [
      ['confirm', '/api/subscriptions/confirm-page'],
      ['manage', '/api/subscriptions/preferences-page'],
    ].flatMap(([key, page]) =>
      [
        ['/alerts', 'en'],
        ['/ne/alerts', 'ne'],
      ].map(([source, locale]) => ({
        source,
        has: [{ type: 'query' as const, key, value: '(?<token>[^&]+)' }],
        destination: `${page}?token=:token&locale=${locale}`,
        permanent: false,
      })),
    )
  },
  async rewrites() {
    // Every public URL (docs/product.md#public-site) maps onto the /public/... twin, whose pages
    // are rendered on the first request and then served from cache until a change expires them
    // (src/hooks/revalidate.ts).
    // The Nepali pages are served where they are (/ne/...). The query parameters that choose what
    // a page shows become path segments, so that each choice is a page of its own in the cache.
    const artistId = { type: 'query' as const, key: 'id', value: '(?<id>[^/]+)' }
    return {
      beforeFiles: [
        { source: '/', destination: '/public' },
        // An artist's calendar feed, before the artist's page takes every /artist/ path.
        { source: '/artist/:id(\\d{1,10})/events.ics', destination: '/feeds/artist/:id' },
        { source: '/artist/:slug*', has: [artistId], destination: '/public/artist/:id' },
        { source: '/:area(public|ne)/artist', has: [artistId], destination: '/:area/artist/:id' },
        { source: '/artist/:slug*', destination: '/public/artist' },
        // An event's page: /events/{id}, served by src/app/(site)/[area]/event/[id].
        { source: '/events/:id(\\d{1,10})', destination: '/public/event/:id' },
        { source: '/:area(public|ne)/events/:id(\\d{1,10})', destination: '/:area/event/:id' },
        // A gallery's page, served by src/app/(site)/[area]/gallery/[id].
        { source: '/gallery/:id(\\d{1,10})', destination: '/public/gallery/:id' },
        ...listRewrites(),
        { source: `/:page(${PUBLIC_PAGES})`, destination: '/public/:page' },
      ],
    }
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const headersWithPayload = withPayloadConfig.headers!

export default {
  ...withPayloadConfig,
  // Payload asks for the colour-scheme client hint on every response (Accept-CH, Critical-CH) for
  // the theme of its admin panel. Critical-CH makes a browser fetch each page twice on a first
  // visit, and the Vary splits caches: only Payload's own panel at /cms gets them.
  async headers() {
    const rules = await headersWithPayload()
    return rules.map((rule) => (rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/cms/:path*' } : rule))
  },
} satisfies NextConfig
