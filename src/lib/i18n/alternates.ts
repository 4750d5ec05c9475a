import { PUBLIC_PAGE_NAMES } from '@/lib/brand'
import { isListName, LIST_FILTER_PARAM, listRenderedAs } from '@/lib/list-view'

import { type Locale, localePrefix, withoutLocaleSegment } from './locales'

/**
 * Every public page's address in each language (docs/product.md#nepali-site), for the language
 * switch, the hreflang links and the sitemap.
 */

/** The pages besides the home page and the artist's (src/app/(site)/[area]). */
const PAGES = new Set(PUBLIC_PAGE_NAMES)

/**
 * A site-relative link of the English site ("/events?type=concert", "/artist/asha?id=4") as the
 * given language's link. A calendar file or feed (one address for both languages) is
 * asked for in the language (`?locale=ne`). Links elsewhere (the staff screens, uploaded files,
 * other sites) stay as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href
  const url = new URL(href, 'http://localhost')
  if (url.pathname.endsWith('.ics')) {
    url.searchParams.set('locale', locale)
    return `${url.pathname}${url.search}${url.hash}`
  }
  return alternatePath(href, locale) ?? href
}

const RECORD_ID = /^[1-9][0-9]{0,9}$/

/**
 * The address of the same page in a language, from any address of it in either language (the
 * spec's paths, their /public twins, the /ne paths, and the rewritten forms Next.js renders,
 * /public/events/concert/2), or null for an address that is not a public page.
 */
export function alternatePath(address: string, locale: Locale): string | null {
  const url = new URL(address, 'http://localhost')
  const unprefixed = withoutLocaleSegment(url.pathname)
  // The forms Next.js renders (/public/events/concert/2) come with the language's segment only.
  const rendered = unprefixed !== url.pathname
  const segments = unprefixed.split('/').filter(Boolean)
  const [segment, ...rest] = segments
  // A list rendered under a segment of its own (/public/galleries/_/2) is that list (/gallery).
  const renderedList = rendered && segment !== undefined ? listRenderedAs(segment) : null
  const page = renderedList ?? segment
  const prefix = localePrefix(locale)
  const query = new URLSearchParams()

  if (page === undefined) return `${prefix || '/'}${url.hash}`
  if (page === 'artist') {
    const id = rest.length === 1 && RECORD_ID.test(rest[0]) && !url.searchParams.has('id') ? rest[0] : url.searchParams.get('id')
    if (!id || !RECORD_ID.test(id)) return null
    // The English address keeps the slug it was given; /artist?id= is the same page (next.config.ts).
    if (locale === 'en') return segments[0] === 'artist' && rest.length === 1 && url.searchParams.has('id') ? `/artist/${rest[0]}?id=${id}` : `/artist?id=${id}`
    return `${prefix}/artist/${id}`
  }
  // An event's page: /events/{id}; Next.js renders it as /public/event/{id}.
  if ((page === 'events' && rest.length === 1) || (page === 'event' && rendered)) {
    return rest.length === 1 && RECORD_ID.test(rest[0]) ? `${prefix}/events/${rest[0]}${url.hash}` : null
  }
  // A gallery's page: /gallery/{id}.
  if (page === 'gallery' && !renderedList && rest.length > 0)
    return rest.length === 1 && RECORD_ID.test(rest[0]) ? `${prefix}/gallery/${rest[0]}${url.hash}` : null
  if (!PAGES.has(page)) return null
  const filterParam = isListName(page) ? LIST_FILTER_PARAM[page] : undefined
  if (filterParam !== undefined) {
    // The rewritten form: /events/{filter|_}/{page}.
    if (rest.length === 2 && rendered) {
      if (filterParam && rest[0] !== '_') query.set(filterParam, rest[0])
      if (rest[1] !== '1') query.set('page', rest[1])
    } else if (rest.length === 0) {
      const filter = filterParam ? url.searchParams.get(filterParam) : null
      if (filterParam && filter) query.set(filterParam, filter)
      const pageNumber = url.searchParams.get('page')
      if (pageNumber && pageNumber !== '1') query.set('page', pageNumber)
    } else return null
  } else if (rest.length > 0) return null
  if (page === 'contact' && url.searchParams.get('subject')) query.set('subject', url.searchParams.get('subject')!)
  // The alerts page keeps the artist or city a Subscribe menu chose (never a mail's token).
  if (page === 'alerts') for (const key of ['artist', 'city']) if (url.searchParams.get(key)) query.set(key, url.searchParams.get(key)!)
  const search = query.toString()
  return `${prefix}/${page}${search ? `?${search}` : ''}${url.hash}`
}
