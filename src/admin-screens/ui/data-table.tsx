'use client'

import { LoadFailed } from './form-parts'

/**
 * The phone layout of a table: below `sm` each row is a card, the first cell on top and every
 * other cell a line under it, labelled with its column (a CSS label, so no control is drawn twice);
 * from `sm` up it is a table, where a column marked `from: 'md'` waits for a wider screen.
 */
const CELL = 'px-1 py-1 sm:table-cell sm:px-4 sm:py-3'
const LABELLED =
  'flex items-center gap-3 before:w-24 before:shrink-0 before:text-xs before:font-medium before:text-slate-600 before:content-[attr(data-label)] sm:before:hidden'
const FROM_MD = 'sm:hidden md:table-cell'

export type DataColumn<T> = {
  label: string
  cell: (item: T) => React.ReactNode
  /** In the table from this width up (on a phone every column shows, one under the other). */
  from?: 'md'
  /** More classes of the column's cells. */
  className?: string
  /** Its cells carry no label on a phone: a row's buttons say what they do. */
  unlabelled?: boolean
  /** Its heading is for screen readers only. */
  srOnly?: boolean
}

/** Records as cards, each drawn whole by `card`. */
export type CardLayout<T> = {
  card: (item: T) => React.ReactNode
  /** The classes of the list of cards (a grid, a stack). */
  className: string
  /** The height class of a card while the list loads. */
  skeleton: string
  /** The list's name. */
  label: string
  /** Rows of one box, not cards of their own. */
  plain?: boolean
}

/** A table of columns (named by `caption` for screen readers), or cards. */
export type DataLayout<T> = { columns: DataColumn<T>[]; caption?: string } | { cards: CardLayout<T> }

type Props<T> = DataLayout<T> & {
  rows: T[]
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** What failed to load, in "Error loading {what}". */
  what: string
  /** The words of a list with nothing to show. */
  empty: string
  /** The attribute that carries each record's id, for whoever looks a row up (data-record-id). */
  idAttribute: `data-${string}`
  /** More classes of a record's row or card (the new-record mark). */
  highlight?: (item: T) => string
  /** A new page is on its way while the old one shows. */
  busy?: boolean
  /** How many placeholder rows or cards show while the list loads. */
  skeletons?: number
}

function cellClasses<T>(column: DataColumn<T>, index: number) {
  const layout = index === 0 ? 'block' : column.unlabelled ? '' : LABELLED
  return [CELL, layout, column.from === 'md' && FROM_MD, column.className].filter(Boolean).join(' ')
}

/**
 * A list of records as the back office shows it: a table that becomes cards on a phone (or cards
 * of the screen's own), placeholders while it loads, the failure with Try again (never the empty
 * words, which would say there is nothing when there may be plenty), and the empty list's words.
 */
export function DataTable<T extends { id: number }>(props: Props<T>) {
  const { rows, loading, failed, onRetry, what, empty, idAttribute, highlight = () => '', busy } = props
  const failure = <LoadFailed what={what} onRetry={onRetry} />
  const nothing = (
    <p role="status" className="px-4 py-10 text-center text-slate-600">
      {empty}
    </p>
  )

  if ('cards' in props) {
    const { card, className, skeleton, label, plain } = props.cards
    if (loading) {
      return (
        <div aria-busy="true" className={className}>
          {Array.from({ length: props.skeletons ?? 6 }, (_, i) => (
            <div key={i} data-testid="skeleton-row" className={`${skeleton} animate-pulse rounded-lg bg-slate-100`} />
          ))}
        </div>
      )
    }
    if (failed) return failure
    if (rows.length === 0) return <div className="rounded-lg border border-slate-200 bg-white">{nothing}</div>
    return (
      <ul className={className} aria-label={label}>
        {rows.map((item) => (
          <li
            key={item.id}
            {...{ [idAttribute]: item.id }}
            className={`${plain ? '' : 'overflow-hidden rounded-lg border border-slate-200 bg-white'} ${highlight(item)}`}
          >
            {card(item)}
          </li>
        ))}
      </ul>
    )
  }

  const { columns, caption } = props
  const whole = (content: React.ReactNode, className?: string) => (
    <tr>
      <td colSpan={columns.length} className={className}>
        {content}
      </td>
    </tr>
  )
  let body: React.ReactNode
  if (loading) {
    body = Array.from({ length: props.skeletons ?? 5 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={columns.length} className="px-4 py-3">
          <div data-testid="skeleton-row" className="h-8 animate-pulse rounded bg-slate-100" />
        </td>
      </tr>
    ))
  } else if (failed) {
    body = whole(failure, 'p-3')
  } else if (rows.length === 0) {
    body = whole(nothing)
  } else {
    body = rows.map((item) => (
      <tr key={item.id} {...{ [idAttribute]: item.id }} className={`block p-3 sm:table-row sm:p-0 ${highlight(item)}`}>
        {columns.map((column, index) => (
          <td key={column.label} data-label={index > 0 && !column.unlabelled ? column.label : undefined} className={cellClasses(column, index)}>
            {column.cell(item)}
          </td>
        ))}
      </tr>
    ))
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-busy={busy}>
      <table className="block w-full text-left text-sm sm:table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="hidden bg-slate-50 text-slate-700 sm:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.from === 'md' ? 'hidden md:table-cell' : ''}`}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 sm:table-row-group">{body}</tbody>
      </table>
    </div>
  )
}
