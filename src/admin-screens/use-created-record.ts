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
  const clearedFilters = useRef(false)

  useEffect(() => {
    if (createdId === null) return
    const index = shown.findIndex((item) => item.id === createdId)
    if (index === -1) {
      if (!clearedFilters.current) {
        clearedFilters.current = true
        showAll()
      }
      return
    }
    setPage(Math.floor(index / pageSize) + 1)
    // After the page is drawn: the row into view, unless it already is.
    requestAnimationFrame(() => document.querySelector(`[data-record-id="${createdId}"]`)?.scrollIntoView({ block: 'nearest' }))
  }, [createdId, shown, pageSize, setPage, showAll])

  return {
    /** Call with what the API answered to the create. */
    created(record: unknown) {
      const id = (record as { id?: unknown } | null)?.id
      clearedFilters.current = false
      setCreatedId(typeof id === 'number' ? id : null)
    },
    isNew: (id: number) => id === createdId,
  }
}
