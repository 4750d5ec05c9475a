import type { MetadataRoute } from 'next'

import { PUBLIC_PAGES } from '@/lib/brand'
import { LOCALES } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { pageAlternates } from '@/lib/seo'
import { artistPath, eventPath } from '@/lib/slug'
import { listArtistLinks, listEventLinks } from '@/server/content/public-data'
import { siteUrl } from '@/server/runtime/env'

export const dynamic = 'force-dynamic'

const PAGES = PUBLIC_PAGES.map(({ href }) => href)

type Entry = MetadataRoute.Sitemap[number]

/** A page in every language, each entry naming its twins (hreflang: docs/product.md#search-engines-and-sharing). */
function inEveryLanguage(path: string, entry: Omit<Entry, 'url'>): Entry[] {
  const languages = pageAlternates(path)
  return LOCALES.map((locale) => ({ ...entry, url: `${siteUrl()}${localizedHref(path, locale)}`, alternates: { languages } }))
}

/** How many days back the sitemap lists events (with every event to come). */
const EVENTS_KEPT_DAYS = 30

/**
 * Every public page, every public artist and the events of the last 30 days and to come, in
 * English and Nepali (the /public twins are canonicalised away).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const since = new Date(Date.now() - EVENTS_KEPT_DAYS * 86_400_000)
  since.setUTCHours(0, 0, 0, 0)
  const [artists, events] = await Promise.all([listArtistLinks(), listEventLinks(since.toISOString())])
  return [
    ...PAGES.flatMap((path) => inEveryLanguage(path, { changeFrequency: 'daily', priority: path === '/' ? 1 : 0.8 })),
    ...artists.flatMap((artist) => inEveryLanguage(artistPath(artist), { lastModified: artist.updatedAt, changeFrequency: 'weekly', priority: 0.6 })),
    ...events.flatMap((event) => inEveryLanguage(eventPath(event), { lastModified: event.updatedAt, changeFrequency: 'weekly', priority: 0.6 })),
  ]
}
