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

/**
 * What else narrows a list besides its filter: events by place and month
 * (/events?country=canada&city=toronto&month=2026-12), each a query parameter of its own.
 */
export const LIST_FACETS = { events: ['country', 'city', 'month'], artists: [], tour: [], gallery: [] } as const satisfies Record<ListName, readonly string[]>
export type Facets = Partial<Record<string, string>>

export type ListView = { filter: string | null; page: number; facets?: Facets }

/** The path segment standing for "no filter" (never a filter key: keys hold [a-z0-9-] only). */
const NO_FILTER = '_'
const FILTER_PATTERN = '[a-z0-9][a-z0-9-]{0,99}'
const PAGE_PATTERN = '[1-9][0-9]{0,5}'
/** The values each facet takes: a place's key (slugify), a month as yyyy-MM. */
const FACET_PATTERN: Record<string, string> = { country: FILTER_PATTERN, city: FILTER_PATTERN, month: '[0-9]{4}-(?:0[1-9]|1[0-2])' }

const matches = (pattern: string, value: string) => new RegExp(`^(?:${pattern})$`).test(value)

/**
 * The view from the rewritten path segments ([filter, page], then the list's facets in order where
 * any is set); null for anything the rewrites never produce.
 */
export function parseListView(segments: string[] | undefined, facetNames: readonly string[] = []): ListView | null {
  if (!segments || segments.length === 0) return { filter: null, page: 1 }
  const [filter, page, ...rest] = segments
  if (!matches(PAGE_PATTERN, page ?? '')) return null
  if (filter !== NO_FILTER && !matches(FILTER_PATTERN, filter)) return null
  const view: ListView = { filter: filter === NO_FILTER ? null : filter, page: Number(page) }
  if (rest.length === 0) return view
  if (rest.length !== facetNames.length) return null
  const facets: Facets = {}
  for (const [i, name] of facetNames.entries()) {
    if (rest[i] === NO_FILTER) continue
    if (!matches(FACET_PATTERN[name], rest[i])) return null
    facets[name] = rest[i]
  }
  // The rewrites name the facets only when one is set.
  return Object.keys(facets).length > 0 ? { ...view, facets } : null
}

/** The public URL of a view, e.g. /events?type=concert&city=toronto&page=2. */
export function listHref(list: ListName, { filter, page, facets = {} }: ListView): string {
  const query = new URLSearchParams()
  const param = LIST_FILTER_PARAM[list]
  if (param && filter) query.set(param, filter)
  for (const name of LIST_FACETS[list]) {
    const value = facets[name]
    if (value) query.set(name, value)
  }
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `/${list}?${search}` : `/${list}`
}

type Condition = { type: 'query'; key: string; value?: string }
type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] }

/** Every subset of a list of names, the empty one first. */
const subsets = (names: readonly string[]): string[][] => names.reduce<string[][]>((all, name) => [...all, ...all.map((some) => [...some, name])], [[]])

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
      // A view narrowed by a facet, first (Next.js takes the first rewrite that matches): each
      // parameter set or missing, every facet a segment of its own (`_` where it is not set).
      const facetNames = LIST_FACETS[list]
      for (const facets of subsets(facetNames).filter((some) => some.length > 0)) {
        for (const withFilter of param ? [true, false] : [false]) {
          for (const withPage of [true, false]) {
            // A parameter and the name its value takes in the destination.
            const named = (key: string, group: string, pattern: string): Condition => ({ type: 'query', key, value: `(?<${group}>${pattern})` })
            const has = facets.map((name) => named(name, name, FACET_PATTERN[name]))
            const missing: Condition[] = facetNames.filter((name) => !facets.includes(name)).map((key) => ({ type: 'query', key }))
            if (param && withFilter) has.push(named(param, 'filter', FILTER_PATTERN))
            else if (param) missing.push({ type: 'query', key: param })
            if (withPage) has.push(named('page', 'page', PAGE_PATTERN))
            else missing.push({ type: 'query', key: 'page' })
            const segments = [
              withFilter ? ':filter' : NO_FILTER,
              withPage ? ':page' : '1',
              ...facetNames.map((name) => (facets.includes(name) ? `:${name}` : NO_FILTER)),
            ]
            rewrites.push({ source, has, missing, destination: `/${area}/${rendered}/${segments.join('/')}` })
          }
        }
      }
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
