'use client'

import { MAX_PAGE_BUTTONS } from '@/lib/constants'

import { Button } from './button'

/** The page numbers to show: at most MAX_PAGE_BUTTONS, centred on the current page. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, total)
  let start = Math.max(1, current - Math.floor(count / 2))
  start = Math.min(start, total - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

export function paginate<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize)
}

type Props = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; label: string }

/** Shown only when the filtered count exceeds the page size (docs/product.md#lists-dialogs-and-notifications). */
export function Pagination({ page, pageSize, total, onPageChange, label }: Props) {
  const pages = Math.ceil(total / pageSize)
  if (total <= pageSize) return null
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, pages).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'primary' : 'outline'}
          size="sm"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
