import type { MetadataRoute } from 'next'

import { artistPath } from '@/lib/slug'
import { siteUrl } from '@/server/env'
import { listArtistLinks } from '@/server/public-data'

export const dynamic = 'force-dynamic'

const PAGES = ['/', '/artists', '/tour', '/events', '/sponsorship', '/contact']

/** Every public page and every public artist (the /public twins are canonicalised away). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const artists = await listArtistLinks()
  return [
    ...PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.8 })),
    ...artists.map((artist) => ({
      url: `${base}${artistPath(artist)}`,
      lastModified: artist.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ]
}
