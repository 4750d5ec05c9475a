import Link from '@/components/site/link'
import { PUBLIC_LIST_PAGE_SIZE, listHref, type ListName, type ListView } from '@/lib/list-view'
import { counted, formatNumber } from '@/lib/numbers'

type FilterOption = { key: string | null; label: string }

/**
 * The filters above a public list, as links (each view is a cached page with its own URL); the
 * current one is marked. Following one swaps the list without reloading the page.
 */
export function ListFilters({ list, label, options, current }: { list: ListName; label: string; options: FilterOption[]; current: string | null }) {
  return (
    <nav aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const active = option.key === current
        return (
          <Link
            key={option.key ?? ''}
            href={listHref(list, { filter: option.key, page: 1 })}
           
            scroll={false}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full border px-4 py-2 text-sm font-bold transition-colors ${
              active ? 'border-accent bg-accent text-ink' : 'border-line text-white hover:border-accent'
            }`}
          >
            {option.label}
          </Link>
        )
      })}
    </nav>
  )
}

/** The noun of one item and of several: { one: 'artist', other: 'artists' }. */
type Noun = { one: string; other: string }
type PagerProps = { list: ListName; view: ListView; shown: number; totalDocs: number; totalPages: number; noun: Noun }

/** "Showing 25–48 of 120 events", with links to the previous and next pages when there are any. */
export function ListPager({ list, view, shown, totalDocs, totalPages, noun }: PagerProps) {
  const first = (view.page - 1) * PUBLIC_LIST_PAGE_SIZE + 1
  const last = first + shown - 1
  const link = 'rounded-md border border-line px-4 py-2 text-sm font-bold hover:border-accent'
  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      <p aria-live="polite" className="text-sm text-muted">
        {totalPages > 1
          ? `Showing ${formatNumber(first)}–${formatNumber(last)} of ${counted(totalDocs, noun.one, noun.other)}`
          : `Showing ${counted(totalDocs, noun.one, noun.other)}`}
      </p>
      {totalPages > 1 && (
        <nav aria-label={`Pages of ${noun.other}`} className="flex items-center gap-3">
          {view.page > 1 && (
            <Link href={listHref(list, { ...view, page: view.page - 1 })} rel="prev" className={link}>
              ← Previous
            </Link>
          )}
          <span className="text-sm text-muted">
            Page {view.page} of {totalPages}
          </span>
          {view.page < totalPages && (
            <Link href={listHref(list, { ...view, page: view.page + 1 })} rel="next" className={link}>
              Next →
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
