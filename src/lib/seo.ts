import type { Metadata } from 'next'

import { BRAND } from '@/lib/brand'
import { fill, LOCALES, type Locale, messagesFor, OPEN_GRAPH_LOCALE } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { listHref, type ListName, type ListView } from '@/lib/list-view'
import { siteUrl } from '@/server/runtime/env'

/** `path` is the page's English address; its Nepali one follows from it (src/lib/i18n/alternates.ts). */
type PageMeta = { title: string; description: string; path: string; image?: string | null; locale: Locale }

/** A page's absolute address in each language, English also standing for any other (x-default). */
export function pageAlternates(path: string): Record<Locale | 'x-default', string> {
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, `${siteUrl()}${localizedHref(path, locale)}`]))
  return { ...languages, 'x-default': `${siteUrl()}${path}` } as Record<Locale | 'x-default', string>
}

/**
 * Title, description, canonical URL (the page's own language's plain path, so /public/... twins
 * point to it), its twin in the other language (hreflang), OpenGraph and Twitter tags for a public page.
 */
export function pageMetadata({ title, description, path, image, locale }: PageMeta): Metadata {
  const languages = pageAlternates(path)
  const url = languages[locale]
  const images = image ? [{ url: image.startsWith('http') ? image : `${siteUrl()}${image}` }] : undefined
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      title,
      description,
      url,
      siteName: BRAND.name,
      type: 'website',
      images,
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALE[other]),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
  }
}

/** A public list's metadata: past its first page the title says which page ("Events, page 2"); the address is the view's. */
export function listPageMetadata({ list, view, title, ...meta }: Omit<PageMeta, 'path' | 'image'> & { list: ListName; view: ListView }): Metadata {
  const { pager } = messagesFor(meta.locale)
  return pageMetadata({ ...meta, title: view.page > 1 ? fill(pager.pageTitle, { title, page: view.page }) : title, path: listHref(list, view) })
}

/** Cuts text at a word boundary to at most `max` characters (artist description 160: docs/product.md#search-engines-and-sharing). */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
