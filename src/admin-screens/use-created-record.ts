'use client'

import { useEffect, useRef, useState } from 'react'

type Options<T> = {
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
export function useCreatedRecord<T extends { id: number }>({ shown, pageSize, setPage, showAll }: Options<T>) {
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
