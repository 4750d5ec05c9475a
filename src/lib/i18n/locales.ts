/**
 * The public site's languages and where each lives (docs/product.md#nepali-site): English at the
 * spec's paths (rendered under /public, next.config.ts), Nepali under /ne. Every public URL of one
 * language has its twin in the other (./alternates.ts). Nothing here may import through `@/`:
 * next.config.ts loads it.
 */

export const LOCALES = ['en', 'ne'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The route segment each language's pages render under (src/app/(site)/[area]). */
const AREA_OF: Record<Locale, string> = { en: 'public', ne: 'ne' }
/** The prefix of each language's public URLs. */
const PREFIX_OF: Record<Locale, string> = { en: '', ne: '/ne' }

/** The language a route segment stands for, or null for any other segment (an unknown page). */
export function localeOfArea(area: string): Locale | null {
  return (Object.keys(AREA_OF) as Locale[]).find((locale) => AREA_OF[locale] === area) ?? null
}

export const areaOfLocale = (locale: Locale): string => AREA_OF[locale]

/** A path without the segment of its language (/public/events, /ne/events: /events). */
export const withoutLocaleSegment = (path: string): string => path.replace(/^\/(?:public|ne)(?=\/|$)/, '') || '/'
export const localePrefix = (locale: Locale): string => PREFIX_OF[locale]
