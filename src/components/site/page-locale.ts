import { notFound } from 'next/navigation'

import { DEFAULT_LOCALE, type Locale, localeOfArea } from '@/lib/i18n'
import { type ListView, parseListView } from '@/lib/list-view'
import { type RecordReader, recordNamedBy } from '@/lib/slug'

/** The language of a public page from its first segment (/public, /ne); any other is not found. */
export async function pageLocale(params: Promise<{ area: string }>): Promise<Locale> {
  const locale = localeOfArea((await params).area)
  if (!locale) notFound()
  return locale
}

/** A record's page (/events/{id}, /gallery/{id}, /artist?id=): its language, and its record as visitors see it, or null. */
export async function pageRecord<T>(params: Promise<{ area: string; id: string }>, read: RecordReader<T>): Promise<{ locale: Locale; record: T | null }> {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  return { locale, record: await recordNamedBy(id, locale, read) }
}

/**
 * The language of the root layout around a page: another first segment is no language, and its
 * pages answer not found, in English (the layout cannot be not found itself: it draws the 404).
 */
export async function layoutLocale(params: Promise<{ area: string }>): Promise<Locale> {
  return localeOfArea((await params).area) ?? DEFAULT_LOCALE
}

/**
 * The page of a list without filters (the tour, the galleries) from its rendered view segments
 * (/tour?page=2: /public/tour/_/2); a filter, or segments the rewrites never make, is not found.
 */
export async function unfilteredListView(params: Promise<{ view?: string[] }>): Promise<ListView> {
  const view = parseListView((await params).view)
  if (!view || view.filter) notFound()
  return view
}
