/**
 * Public list pages (events, artists, tour, galleries) show one page of items at a time, filtered by one
 * query parameter. Visitors use query strings (/events?type=concert&page=2); next.config.ts
 * rewrites them to path segments (/public/events/concert/2) so that every view is a cached page
 * of its own (src/app/(site)/[area]). Nothing here may import through `@/`: next.config.ts loads it.
 */

import { areaOfLocale, LOCALES } from './i18n/locales'

export const PUBLIC_LIST_PAGE_SIZE = 24

/**
 * `generateStaticParams` of every dynamic segment of the public pages: none is rendered at build
 * time (there is no database then); each is rendered on its first request and cached.
 */
export function renderedOnFirstRequest(): never[] {
  return []
}

/** The query parameter that filters each list; the tour and the galleries have none. */
export const LIST_FILTER_PARAM = { events: 'type', artists: 'genre', tour: null, gallery: null } as const
export type ListName = keyof typeof LIST_FILTER_PARAM

export const isListName = (name: string): name is ListName => Object.hasOwn(LIST_FILTER_PARAM, name)

/**
 * The route segment a list renders under where it is not the list's own: /gallery/{id} is one
 * gallery's page (src/app/(site)/[area]/gallery/[id]), so the list of them renders as
 * /{area}/galleries/{_}/{page}.
 */
const RENDERED_AS: Partial<Record<ListName, string>> = { gallery: 'galleries' }

export const renderedSegmentOf = (list: ListName): string => RENDERED_AS[list] ?? list

/** The list a rendered segment stands for (galleries: gallery), or null. */
export const listRenderedAs = (segment: string): ListName | null =>
  (Object.keys(LIST_FILTER_PARAM) as ListName[]).find((list) => renderedSegmentOf(list) === segment) ?? null

export type ListView = { filter: string | null; page: number }

/** The path segment standing for "no filter" (never a filter key: keys hold [a-z0-9-] only). */
const NO_FILTER = '_'
const FILTER_PATTERN = '[a-z0-9][a-z0-9-]{0,99}'
const PAGE_PATTERN = '[1-9][0-9]{0,5}'

/** The view from the rewritten path segments; null for anything the rewrites never produce. */
export function parseListView(segments: string[] | undefined): ListView | null {
  if (!segments || segments.length === 0) return { filter: null, page: 1 }
  const [filter, page] = segments
  if (segments.length !== 2 || !new RegExp(`^${PAGE_PATTERN}$`).test(page)) return null
  if (filter === NO_FILTER) return { filter: null, page: Number(page) }
  return new RegExp(`^${FILTER_PATTERN}$`).test(filter) ? { filter, page: Number(page) } : null
}

/** The public URL of a view, e.g. /events?type=concert&page=2. */
export function listHref(list: ListName, { filter, page }: ListView): string {
  const query = new URLSearchParams()
  const param = LIST_FILTER_PARAM[list]
  if (param && filter) query.set(param, filter)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `/${list}?${search}` : `/${list}`
}

type Rewrite = {
  source: string
  destination: string
  has?: { type: 'query'; key: string; value: string }[]
}

/**
 * next.config.ts: a list's query string (from any of its paths: /events, /public/events,
 * /ne/events) into its cached view's path in that language (/public/events/concert/2); a list
 * rendered under another segment goes there without a query too (/gallery: /public/galleries).
 */
export function listRewrites(): Rewrite[] {
  const rewrites: Rewrite[] = []
  const sources = (list: string) => [
    { source: `/${list}`, area: areaOfLocale('en') },
    ...LOCALES.map((locale) => ({ source: `/${areaOfLocale(locale)}/${list}`, area: areaOfLocale(locale) })),
  ]
  for (const [list, param] of Object.entries(LIST_FILTER_PARAM) as [ListName, string | null][]) {
    const page = { type: 'query' as const, key: 'page', value: `(?<page>${PAGE_PATTERN})` }
    const rendered = renderedSegmentOf(list)
    for (const { source, area } of sources(list)) {
      if (param) {
        const filter = { type: 'query' as const, key: param, value: `(?<filter>${FILTER_PATTERN})` }
        rewrites.push({ source, has: [filter, page], destination: `/${area}/${rendered}/:filter/:page` })
        rewrites.push({ source, has: [filter], destination: `/${area}/${rendered}/:filter/1` })
      }
      rewrites.push({ source, has: [page], destination: `/${area}/${rendered}/${NO_FILTER}/:page` })
      if (rendered !== list) rewrites.push({ source, destination: `/${area}/${rendered}` })
    }
  }
  return rewrites
}
