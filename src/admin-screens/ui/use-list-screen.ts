'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { paginate } from '@/components/ui/pagination'
import type { PublicationState, WithPublication } from '@/features/publishing/states'

import { useList } from './use-resource'

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
}

/** The records a list of drafts shows: all, those in one state (src/features/publishing/states.ts), or those with a change scheduled. */
export type PublicationFilter = 'all' | PublicationState | 'scheduled'

function publicationMatches(item: WithPublication, filter: PublicationFilter): boolean {
  if (filter === 'all') return true
  if (filter === 'scheduled') return (item._schedule?.length ?? 0) > 0
  return item._state === filter
}

/**
 * The state every list screen of the back office shares: its list from the API, the search box
 * and filter (each back to page 1), the publication filter of a list of drafts, paging, the record being edited (null: a new one) or deleted,
 * and the record just created, brought into view and marked (useCreatedRecord, below).
 */
export function useListScreen<T extends { id: number }, F extends string = 'all'>({ url, parameters, matches, noFilter, order, pageSize }: Options<T, F>) {
  const list = useList<T>(url, parameters)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<F>(noFilter)
  const [publication, setPublication] = useState<PublicationFilter>('all')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<T | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<T | null>(null)

  // The screen's functions change every render; the list is worked out again only when its inputs do.
  const rules = useRef({ matches, order })
  rules.current = { matches, order }
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase()
    const items = (list.data ?? []).filter((item) => rules.current.matches(item, term, filter) && publicationMatches(item as WithPublication, publication))
    return rules.current.order ? items.sort(rules.current.order) : items
  }, [list.data, search, filter, publication])

  const showAll = useCallback(() => {
    setSearch('')
    setFilter(noFilter)
    setPublication('all')
  }, [noFilter])
  const created = useCreatedRecord({ shown, pageSize, setPage, showAll })

  return {
    ...list,
    search,
    setSearch: (value: string) => {
      setSearch(value)
      setPage(1)
    },
    filter,
    setFilter: (value: F) => {
      setFilter(value)
      setPage(1)
    },
    publication,
    setPublication: (value: PublicationFilter) => {
      setPublication(value)
      setPage(1)
    },
    /** Whether the search or a filter hides anything (what an empty list then says). */
    narrowed: search.trim() !== '' || filter !== noFilter || publication !== 'all',
    page,
    setPage,
    /** Every item the search and filter let through, in order; `rows` is the current page of them. */
    shown,
    rows: Number.isFinite(pageSize) ? paginate(shown, page, pageSize) : shown,
    editing,
    setEditing,
    deleting,
    setDeleting,
    created,
  }
}

type CreatedOptions<T> = {
  /** The list as the screen shows it (searched and filtered), in its order. */
  shown: T[]
  pageSize: number
  setPage: (page: number) => void
  /** Clears the search and filters, when they hide the new record. */
  showAll: () => void
}

/**
 * A record just created is brought into view and marked as new: the screen turns to the page
 * that holds it (clearing a search that hides it) and scrolls its row into view. Without this a
 * new artist could land on page 2, out of sight, and look lost.
 */
function useCreatedRecord<T extends { id: number }>({ shown, pageSize, setPage, showAll }: CreatedOptions<T>) {
  const [createdId, setCreatedId] = useState<number | null>(null)
  // Whether the new record is still to be brought into view: once it has been (or could not be,
  // even with the search cleared), later changes to the list (a search, a delete) are the user's.
  const pending = useRef<'find' | 'find-unfiltered' | null>(null)

  useEffect(() => {
    if (createdId === null || pending.current === null) return
    const index = shown.findIndex((item) => item.id === createdId)
    if (index === -1) {
      if (pending.current === 'find') {
        pending.current = 'find-unfiltered'
        showAll()
      } else pending.current = null
      return
    }
    pending.current = null
    setPage(Math.floor(index / pageSize) + 1)
    // After the page is drawn: the row into view, unless it already is.
    requestAnimationFrame(() => document.querySelector(`[data-record-id="${createdId}"]`)?.scrollIntoView({ block: 'nearest' }))
  }, [createdId, shown, pageSize, setPage, showAll])

  return {
    /** Call with what the API answered to the create. */
    created(record: unknown) {
      const id = (record as { id?: unknown } | null)?.id
      pending.current = 'find'
      setCreatedId(typeof id === 'number' ? id : null)
    },
    isNew: (id: number) => id === createdId,
  }
}
