import { en, type Messages } from './en'
import type { Locale } from './locales'
import { ne } from './ne'

export type { Messages } from './en'
export { DEFAULT_LOCALE, LOCALES, type Locale, localeOfArea } from './locales'

/** One catalogue per language (./en.ts, ./ne.ts). */
const CATALOGUES: Record<Locale, Messages> = { en, ne }

export const messagesFor = (locale: Locale): Messages => CATALOGUES[locale]

export { fill } from './fill'

/** OpenGraph's names of the languages (language_TERRITORY). */
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_CA', ne: 'ne_NP' }

/**
 * What the status pages say (not found, an error, back soon): the texts the error and not-found
 * boundaries draw in the browser (src/components/site/site-text.client.tsx), so only these few
 * reach the browser, not the catalogues.
 */
export type StatusText = { locale: Locale; status: Messages['status']; artists: Messages['artists']; artist: Messages['artist'] }

export function statusText(locale: Locale): StatusText {
  const { status, artists, artist } = messagesFor(locale)
  return { locale, status, artists, artist }
}
