import Link from '@/components/site/link'
import { Section } from '@/components/site/section'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { counted, formatNumber } from '@/lib/i18n/format'
import { type Facets, PUBLIC_LIST_PAGE_SIZE, listHref, type ListName, type ListView } from '@/lib/list-view'

type FilterOption = { key: string | null; label: string }

/**
 * The filters above a public list, as links (each view is a cached page with its own URL); the
 * current one is marked, and what else narrows the list (an events page's place and month) is kept.
 * Following one swaps the list without reloading the page.
 */
type FiltersProps = { list: ListName; label: string; options: FilterOption[]; current: string | null; facets?: Facets; locale: Locale }

export function ListFilters({ list, label, options, current, facets, locale }: FiltersProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap justify-center gap-2">
      {options.map((option) => {
        const active = option.key === current
        return (
          <Link
            key={option.key ?? ''}
            href={listHref(list, { filter: option.key, page: 1, facets })}
            locale={locale}
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
/** What the pager counts: the items this page shows, and the whole list's totals. */
type Counts = { docs: readonly unknown[]; totalDocs: number; totalPages: number }
type PagerProps = { list: ListName; view: ListView; counts: Counts; noun: Noun; locale: Locale }

/** "Showing 25–48 of 120 events", with links to the previous and next pages when there are any. */
export function ListPager({ list, view, counts: { docs, totalDocs, totalPages }, noun, locale }: PagerProps) {
  const { pager } = messagesFor(locale)
  const total = counted(totalDocs, noun, locale)
  const number = (value: number) => formatNumber(value, locale)
  const first = (view.page - 1) * PUBLIC_LIST_PAGE_SIZE + 1
  const last = first + docs.length - 1
  const link = 'rounded-md border border-line px-4 py-2 text-sm font-bold hover:border-accent'
  return (
    <div className="mt-10 flex flex-col items-center gap-4">
      <p aria-live="polite" className="text-sm text-muted">
        {totalPages > 1 ? fill(pager.showingRange, { first: number(first), last: number(last), total }) : fill(pager.showingAll, { total })}
      </p>
      {totalPages > 1 && (
        <nav aria-label={fill(pager.pagesOf, { noun: noun.other })} className="flex items-center gap-3">
          {view.page > 1 && (
            <Link href={listHref(list, { ...view, page: view.page - 1 })} locale={locale} rel="prev" className={link}>
              {pager.previous}
            </Link>
          )}
          <span className="text-sm text-muted">{fill(pager.pageOf, { page: number(view.page), pages: number(totalPages) })}</span>
          {view.page < totalPages && (
            <Link href={listHref(list, { ...view, page: view.page + 1 })} locale={locale} rel="next" className={link}>
              {pager.next}
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

type ListPageProps = Omit<PagerProps, 'noun'> & {
  /** The list's words in the page's language: its heading, what it says when empty, and the noun its pager counts in. */
  text: { title: string; subtitle: string; empty: string; noun: Noun }
  /** There is nothing to list: the page says so (`text.empty`, or a block of its own in `emptyState`) in its place. */
  empty: boolean
  emptyState?: React.ReactNode
  children: React.ReactNode
}

/** A public list's page (artists, events, tour, galleries): its heading, then the list and its pager, or what says it is empty. */
export function ListPage({ text, empty, emptyState, children, ...pager }: ListPageProps) {
  return (
    <Section title={text.title} subtitle={text.subtitle} headingLevel="h1">
      {empty ? (
        (emptyState ?? <p className="text-center text-muted">{text.empty}</p>)
      ) : (
        <>
          {children}
          <ListPager {...pager} noun={text.noun} />
        </>
      )}
    </Section>
  )
}
