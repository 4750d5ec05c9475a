'use client'

import { Pagination } from '@/components/ui/pagination'

import { LoadFailed } from './form-parts'

/** One page of a list the server pages (the activity log, alert subscribers). */
export type ServerPage<T> = { docs: T[]; page: number; totalPages: number; totalDocs: number }

type Column = { label: string; className?: string; srOnly?: boolean }

type Props<T> = {
  caption: string
  columns: Column[]
  /** The page's query (react-query's answer). */
  query: { data: ServerPage<T> | undefined; isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown }
  /** A record's row. */
  row: (record: T) => React.ReactNode
  /** What failed to load, in "Error loading {what}". */
  what: string
  emptyText: string
  noun: { one: string; other: string }
  pageSize: number
  onPageChange: (page: number) => void
  /** The pagination's name. */
  label: string
  skeletons?: number
}

/**
 * A table of a list the server pages: on a phone a card per row (each cell labelled), wider a
 * table; skeleton rows while it loads, the failure with Try again, the empty list's words, and
 * under it the count and the pages.
 */
export function PagedTable<T>({ caption, columns, query, row, what, emptyText, noun, pageSize, onPageChange, label, skeletons = 5 }: Props<T>) {
  const { data, isLoading, isError, isFetching, refetch } = query
  const rows = data?.docs ?? []
  const span = columns.length
  const message = (content: React.ReactNode, className: string) => (
    <tr>
      <td colSpan={span} className={className}>
        {content}
      </td>
    </tr>
  )
  let body: React.ReactNode
  if (isLoading) {
    body = Array.from({ length: skeletons }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={span} className="px-4 py-3">
          <div data-testid="skeleton-row" className="h-8 animate-pulse rounded bg-slate-100" />
        </td>
      </tr>
    ))
  } else if (isError) {
    body = message(<LoadFailed what={what} onRetry={() => refetch()} />, 'p-3')
  } else if (rows.length === 0) {
    body = message(
      <p role="status" className="px-4 py-10 text-center text-slate-600">
        {emptyText}
      </p>,
      '',
    )
  } else {
    body = rows.map(row)
  }
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-busy={isFetching}>
        <table className="block w-full text-left text-sm sm:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="hidden bg-slate-50 text-slate-700 sm:table-header-group">
            <tr>
              {columns.map(({ label: heading, className = '', srOnly }) => (
                <th key={heading} scope="col" className={`px-4 py-3 font-semibold ${className}`}>
                  {srOnly ? <span className="sr-only">{heading}</span> : heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 sm:table-row-group">{body}</tbody>
        </table>
      </div>
      {data && (
        <>
          <p className="text-center text-sm text-slate-600">
            {data.totalDocs} {data.totalDocs === 1 ? noun.one : noun.other}
          </p>
          <Pagination page={data.page} pageSize={pageSize} total={data.totalDocs} onPageChange={onPageChange} label={label} />
        </>
      )}
    </>
  )
}
