/**
 * The whole HTML documents the edge sends for a public page that does not exist (404) or cannot
 * be rendered while the database is away (503): Next.js answers a first request for either with
 * an empty shell that only JavaScript fills in (vercel/next.js#95613), so the edge swaps in one of
 * these, rendered by src/app/(site)/[area]/page-documents (src/server/edge/page-documents.ts).
 */

export const PAGE_DOCUMENTS = {
  'not-found': { title: '404 Page Not Found' },
  'artist-not-found': { title: 'Error loading artist details' },
  'artists-unavailable': { title: 'Error loading artists' },
  unavailable: { title: "We'll be right back" },
} as const

export type PageDocumentName = keyof typeof PAGE_DOCUMENTS

/** Where Next.js renders them; only the edge may ask (anyone else gets the not-found document). */
export const PAGE_DOCUMENTS_PATH = '/public/page-documents'

export function isPageDocumentName(name: string): name is PageDocumentName {
  return Object.hasOwn(PAGE_DOCUMENTS, name)
}

/**
 * Which documents stand for a page (a request URL: path and query): the same words as the page's
 * own not-found and error boundaries. An artist's page is one with an id (`/artist/{slug}?id=`,
 * `/public/artist/{id}`); `/artist` without one is the site's not-found page.
 */
export function pageDocumentsFor(url: string): { notFound: PageDocumentName; unavailable: PageDocumentName } {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const artist = /^\/public\/artist\/[^/]+$/.test(pathname) || (/^\/(?:public\/)?artist(?:\/|$)/.test(pathname) && searchParams.has('id'))
  if (artist) return { notFound: 'artist-not-found', unavailable: 'artist-not-found' }
  if (/^\/(?:public\/)?artists(?:\/|$)/.test(pathname)) return { notFound: 'not-found', unavailable: 'artists-unavailable' }
  return { notFound: 'not-found', unavailable: 'unavailable' }
}
