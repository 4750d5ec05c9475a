import { notFound } from 'next/navigation'

import { DEFAULT_LOCALE, type Locale, localeOfArea } from '@/lib/i18n'

/** The language of a public page from its first segment (/public, /ne); any other is not found. */
export async function pageLocale(params: Promise<{ area: string }>): Promise<Locale> {
  const locale = localeOfArea((await params).area)
  if (!locale) notFound()
  return locale
}

/**
 * The language of the root layout around a page: another first segment is no language, and its
 * pages answer not found, in English (the layout cannot be not found itself: it draws the 404).
 */
export async function layoutLocale(params: Promise<{ area: string }>): Promise<Locale> {
  return localeOfArea((await params).area) ?? DEFAULT_LOCALE
}
