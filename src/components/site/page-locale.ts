import { notFound } from 'next/navigation'

import { type Locale, localeOfArea } from '@/lib/i18n'

/** The language of a public page from its first segment (/public, /ne); any other is not found. */
export async function pageLocale(params: Promise<{ area: string }>): Promise<Locale> {
  const locale = localeOfArea((await params).area)
  if (!locale) notFound()
  return locale
}
