import { type Locale, messagesFor } from '@/lib/i18n'
import { areaOfLocale, LOCALES, withoutLocaleSegment } from '@/lib/i18n/locales'

/**
 * The whole HTML documents the edge sends for a public page that does not exist (404) or cannot
 * be rendered while the database is away (503), in the page's language: Next.js answers a first
 * request for either with an empty shell that only JavaScript fills in (vercel/next.js#95613), so
 * the edge swaps in one of these, rendered by src/app/(site)/[area]/page-documents
 * (src/server/edge/page-documents.ts).
 */

export const PAGE_DOCUMENT_NAMES = ['not-found', 'artist-not-found', 'artists-unavailable', 'unavailable'] as const
export type PageDocumentName = (typeof PAGE_DOCUMENT_NAMES)[number]

/** A document's title and words in a language: the status pages' own (src/components/site/status-pages.tsx). */
export function pageDocumentText(name: PageDocumentName, locale: Locale): { title: string; text: string } {
  const { status, artist, artists } = messagesFor(locale)
  switch (name) {
    case 'not-found':
      return { title: status.notFoundTitle, text: status.notFoundText }
    case 'artist-not-found':
      return { title: artist.notFoundTitle, text: artist.notFoundText }
    case 'artists-unavailable':
      return { title: artists.errorTitle, text: artists.errorText }
    case 'unavailable':
      return { title: status.unavailableTitle, text: status.unavailableText }
  }
}

export const pageDocumentTitle = (name: PageDocumentName, locale: Locale): string => pageDocumentText(name, locale).title

/** Where Next.js renders a language's documents; only the edge may ask (anyone else gets the not-found document). */
export const pageDocumentsPath = (locale: Locale): string => `/${areaOfLocale(locale)}/page-documents`

/** Whether a request path is one of the documents' (in any language). */
export const isPageDocumentsPath = (url: string): boolean => LOCALES.some((locale) => url.startsWith(pageDocumentsPath(locale)))

export function isPageDocumentName(name: string): name is PageDocumentName {
  return (PAGE_DOCUMENT_NAMES as readonly string[]).includes(name)
}

/**
 * Which documents stand for a page (a request URL: path and query), and in which language: the
 * same words as the page's own not-found and error boundaries. An artist's page is one with an id
 * (`/artist/{slug}?id=`, `/public/artist/{id}`, `/ne/artist/{id}`); `/artist` without one is the
 * site's not-found page. Pages under /ne are Nepali; any other address is English.
 */
export function pageDocumentsFor(url: string): { locale: Locale; notFound: PageDocumentName; unavailable: PageDocumentName } {
  const { pathname: address, searchParams } = new URL(url, 'http://localhost')
  const locale: Locale = /^\/ne(?:\/|$)/.test(address) ? 'ne' : 'en'
  const pathname = withoutLocaleSegment(address)
  // /public/artist/{id} and /ne/artist/{id} carry the id in the path; the spec's address in its query.
  const artist = (address !== pathname && /^\/artist\/[^/]+$/.test(pathname)) || (/^\/artist(?:\/|$)/.test(pathname) && searchParams.has('id'))
  if (artist) return { locale, notFound: 'artist-not-found', unavailable: 'artist-not-found' }
  if (/^\/artists(?:\/|$)/.test(pathname)) return { locale, notFound: 'not-found', unavailable: 'artists-unavailable' }
  return { locale, notFound: 'not-found', unavailable: 'unavailable' }
}
