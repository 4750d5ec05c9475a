'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { paginate } from '@/components/ui/pagination'
import type { PublicationState, WithPublication } from '@/features/publishing/states'
import { apiGet } from '@/lib/api-client'

import { useList, useListPage } from './use-resource'

/** How long the search box waits after the last key before the server is asked. */
export const SEARCH_DELAY_MS = 250

/**
 * A list the server searches, filters, orders and pages (docs/api.md#staff-lists-search-filters-and-order):
 * what the screen's filter value asks of the API, and the order it asks for.
 */
export type ServerList<F extends string> = {
  /** The query parameters of a filter value (`{ status: 'upcoming' }`); the default: `{ [field]: value }`, none for the first option. */
  filter?: (value: F) => Record<string, string>
  /** The API's `sort`, where the screen's order is not the list's default. */
  sort?: string
}

type Options<T, F extends string> = {
  /** The list's API address (and query key). */
  url: string
  /** Its query parameters (`draft: 'true'`: the latest drafts). */
  parameters?: Record<string, string>
  /** Whether an item shows for a search term (trimmed, lower case; '' for none) and the filter's value. */
  matches: (item: T, term: string, filter: F) => boolean
  /** The filter's value that filters nothing (a screen without a filter leaves it alone). */
  noFilter: F
  /** The order items show in, when not the API's. */
  order?: (a: T, b: T) => number
  /** Items on a page; a screen that shows them all passes Infinity. */
  pageSize: number
  /** The server pages the list: only the page shown is read (the search and filters are sent, not applied here). */
  server?: ServerList<F> & { filterField?: string }
}

/** The records a list of drafts shows: all, those in one state (src/features/publishing/states.ts), or those with a change scheduled. */
export type PublicationFilter = 'all' | PublicationState | 'scheduled'

function publicationMatches(item: WithPublication, filter: PublicationFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'scheduled') return (item._schedule?.length ?? 0) > 0
  return item._state === filter
}

/** The search as typed, and as sent: the same text once typing has paused for SEARCH_DELAY_MS. */
export function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (value === settled) return
    // Cleared at once: an empty box shows the whole list without a wait.
    const timer = setTimeout(() => setSettled(value), value.trim() === '' ? 0 : SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [value, settled])
  return settled
}

/**
 * The state every list screen of the back office shares: its list from the API, the search box
 * and filter (each back to page 1), the publication filter of a list of drafts, paging, the record being edited (null: a new one) or deleted,
 * and the record just created, brought into view and marked (useCreatedRecord, below). A list the
 * server pages (`server`) reads one page at a time, the search, filters and order done by the API;
 * the others read the whole list and do them here.
 */
export function useListScreen<T extends { id: number }, F extends string = 'all'>({
  url,
  parameters,
  matches,
  noFilter,
  order,
  pageSize,
  server,
}: Options<T, F>) {
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<F>(noFilter)
  const [publication, setPublication] = useState<PublicationFilter>('all')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<T | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<T | null>(null)
  // The record the server is asked to find the page of (a record just created).
  const [around, setAround] = useState<number | null>(null)

  // A link that names a record (the activity log's: `?search={name}`) opens the screen searched for it, once: the address
  // goes back to the screen's own, so a reload shows the whole list.
  const asked = useSearchParams().get('search')
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    if (asked === null) return
    setSearch(asked)
    router.replace(pathname, { scroll: false })
  }, [asked, router, pathname])

  const whole = useList<T>(url, parameters, !server)
  const sentSearch = useDebounced(search)
  // What the server is asked, but the page: the list as the search and filters make it.
  const query = useMemo(() => {
    if (!server) return {}
    const term = sentSearch.trim()
    const filterQuery =
      filter === noFilter && !server.filter ? {} : server.filter ? server.filter(filter) : server.filterField ? { [server.filterField]: filter } : {}
    return {
      ...parameters,
      ...(term ? { search: term } : {}),
      ...filterQuery,
      ...(publication !== 'all' ? { state: publication } : {}),
      ...(server.sort ? { sort: server.sort } : {}),
    }
  }, [server, sentSearch, filter, noFilter, publication, parameters])
  const paged = useListPage<T>(
    url,
    { ...query, limit: String(Number.isFinite(pageSize) ? pageSize : 500), ...(around === null ? { page: String(page) } : { around: String(around) }) },
    Boolean(server),
  )

  // The screen's functions change every render; the list is worked out again only when its inputs do.
  const rules = useRef({ matches, order })
  rules.current = { matches, order }
  const shown = useMemo(() => {
    if (server) return paged.data?.docs ?? []
    const term = search.trim().toLowerCase()
    const items = (whole.data ?? []).filter((item) => rules.current.matches(item, term, filter) && publicationMatches(item as WithPublication, publication))
    return rules.current.order ? items.sort(rules.current.order) : items
  }, [server, paged.data, whole.data, search, filter, publication])

  const showAll = useCallback(() => {
    setSearch('')
    setFilter(noFilter)
    setPublication('all')
  }, [noFilter])
  // The page shown answers what is asked now (not the page before, kept while the next comes, nor a search still being typed).
  const settled = !paged.isPlaceholderData && !paged.isFetching && sentSearch === search
  const created = useCreatedRecord({
    shown,
    pageSize,
    setPage,
    showAll,
    server: server ? { around, setAround, page: settled ? paged.data?.page : undefined } : null,
  })
  // Another page, search or filter is the user's: the record just created no longer steers the page.
  const leave = () => setAround(null)

  const list = server ? paged : whole
  return {
    isLoading: list.isLoading,
    isError: list.isError,
    refetch: list.refetch,
    /** The page shown does not yet answer what is asked: a search still being typed, or the next page (or the list again) on its way while the page before stays shown. */
    busy: server ? paged.isFetching || sentSearch !== search : false,
    data: whole.data,
    search,
    setSearch: (value: string) => {
      setSearch(value)
      setPage(1)
      leave()
    },
    filter,
    setFilter: (value: F) => {
      setFilter(value)
      setPage(1)
      leave()
    },
    publication,
    setPublication: (value: PublicationFilter) => {
      setPublication(value)
      setPage(1)
      leave()
    },
    /** Whether the search or a filter hides anything (what an empty list then says). */
    narrowed: search.trim() !== '' || filter !== noFilter || publication !== 'all',
    page: server ? (paged.data?.page ?? page) : page,
    setPage: (value: number) => {
      setPage(value)
      leave()
    },
    /** How many records the search and filters let through. */
    total: server ? (paged.data?.total ?? 0) : shown.length,
    /** Every item the search and filter let through, in order (a list the server pages: those of the page); `rows` is the current page of them. */
    shown,
    rows: server || !Number.isFinite(pageSize) ? shown : paginate(shown, page, pageSize),
    /** Every record the search and filters let through, for an export: read whole from the server when it pages. */
    everything: async (): Promise<T[]> => (server ? ((await apiGet<T[]>(`${url}?${new URLSearchParams(query)}`)) ?? []) : shown),
    editing,
    setEditing,
    deleting,
    setDeleting,
    created,
  }
}

type CreatedOptions<T> = {
  /** The list as the screen shows it (searched and filtered), in its order; a list the server pages: the page shown. */
  shown: T[]
  pageSize: number
  setPage: (page: number) => void
  /** Clears the search and filters, when they hide the new record. */
  showAll: () => void
  /** A list the server pages: the record whose page is asked for, and the page the server answered (undefined while it is asked). */
  server: { around: number | null; setAround: (id: number | null) => void; page: number | undefined } | null
}

/**
 * A record just created is brought into view and marked as new: the screen turns to the page
 * that holds it (clearing a search that hides it) and scrolls its row into view. Without this a
 * new artist could land on page 2, out of sight, and look lost. A list the server pages asks it
 * for the page that holds the record (`around`).
 */
function useCreatedRecord<T extends { id: number }>({ shown, pageSize, setPage, showAll, server }: CreatedOptions<T>) {
  const [createdId, setCreatedId] = useState<number | null>(null)
  // Whether the new record is still to be brought into view: once it has been (or could not be,
  // even with the search cleared), later changes to the list (a search, a delete) are the user's.
  const pending = useRef<'find' | 'find-unfiltered' | null>(null)

  useEffect(() => {
    if (createdId === null || pending.current === null) return
    // A list the server pages: wait for its answer to the question "which page holds it?".
    if (server && (server.around !== createdId || server.page === undefined)) return
    const index = shown.findIndex((item) => item.id === createdId)
    if (index === -1) {
      if (pending.current === 'find') {
        pending.current = 'find-unfiltered'
        showAll()
      } else {
        pending.current = null
        server?.setAround(null)
      }
      return
    }
    pending.current = null
    if (server) setPage(server.page!)
    else setPage(Math.floor(index / pageSize) + 1)
    // After the page is drawn: the row into view, unless it already is.
    requestAnimationFrame(() => document.querySelector(`[data-record-id="${createdId}"]`)?.scrollIntoView({ block: 'nearest' }))
  }, [createdId, shown, pageSize, setPage, showAll, server])

  return {
    /** Call with what the API answered to the create. */
    created(record: unknown) {
      const id = (record as { id?: unknown } | null)?.id
      pending.current = 'find'
      setCreatedId(typeof id === 'number' ? id : null)
      if (typeof id === 'number') server?.setAround(id)
    },
    isNew: (id: number) => id === createdId,
  }
}
