'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { Pagination } from '@/components/ui/pagination'

import { type DataColumn, DataTable } from './data-table'

/** One page of a list the server pages (the activity log, alert subscribers). */
export type ServerPage<T> = { docs: T[]; page: number; totalPages: number; totalDocs: number }

/**
 * A list the server pages: the page asked for, `pageSize` records at a time, with the screen's
 * filters in `parameters`. Other filters go back to the first page; the page shown stays until
 * the next one arrives.
 */
export function useServerPages<T>(url: string, parameters: Record<string, string>, pageSize: number) {
  const [page, setPage] = useState(1)
  const filters = JSON.stringify(parameters)
  const [pagedFilters, setPagedFilters] = useState(filters)
  if (pagedFilters !== filters) {
    setPagedFilters(filters)
    setPage(1)
  }
  const current = pagedFilters === filters ? page : 1
  const query = useQuery<ServerPage<T>>({
    queryKey: [url, { page: String(current), limit: String(pageSize), ...parameters }],
    placeholderData: keepPreviousData,
  })
  return { query, pageSize, setPage }
}

type Props<T> = {
  pages: ReturnType<typeof useServerPages<T>>
  columns: DataColumn<T>[]
  /** The attribute that carries each record's id (data-entry-id). */
  idAttribute: `data-${string}`
  /**
   * The table's name (read by screen readers), what failed in "Error loading {what}", the count's
   * noun ("1 entry", "12 entries") and the pagination's name.
   */
  words: { caption: string; what: string; one: string; other: string; pages: string }
  /** The words of an empty page (no record, or none that passes the filters). */
  empty: string
  skeletons?: number
}

/** A list the server pages, as a table (a card per row on a phone), with the count and the pages under it. */
export function PagedTable<T extends { id: number }>({ pages, columns, idAttribute, words, empty, skeletons }: Props<T>) {
  const { data, isLoading, isError, isFetching, refetch } = pages.query
  return (
    <>
      <DataTable
        columns={columns}
        caption={words.caption}
        rows={data?.docs ?? []}
        loading={isLoading}
        failed={isError}
        busy={isFetching}
        onRetry={() => refetch()}
        what={words.what}
        empty={empty}
        idAttribute={idAttribute}
        skeletons={skeletons}
      />
      {data && (
        <>
          <p className="text-center text-sm text-slate-600">
            {data.totalDocs} {data.totalDocs === 1 ? words.one : words.other}
          </p>
          <Pagination page={data.page} pageSize={pages.pageSize} total={data.totalDocs} onPageChange={pages.setPage} label={words.pages} />
        </>
      )}
    </>
  )
}
