import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { type DataColumn, DataTable } from '@/admin-screens/ui/data-table'
import { Pill, StatusPill } from '@/admin-screens/ui/pill'

/**
 * The back office's one table (src/admin-screens/ui/data-table.tsx): the same markup for every
 * list, the browser tests' hooks (data-…-id, skeleton-row) and the phone layout's labels; and the
 * pills, whose classes are the ones each state had when every screen wrote its own.
 */

type Row = { id: number; name: string; city: string }
const ROWS: Row[] = [
  { id: 7, name: 'Asha', city: 'Pokhara' },
  { id: 9, name: 'Bikash', city: 'Toronto' },
]
const COLUMNS: DataColumn<Row>[] = [
  { label: 'Name', cell: (row) => row.name },
  { label: 'City', from: 'md', className: 'text-slate-700', cell: (row) => row.city },
  { label: 'Actions', srOnly: true, unlabelled: true, cell: (row) => `Remove ${row.name}` },
]

type Common = { rows: Row[]; loading: boolean; failed: boolean; onRetry: () => void; what: string; empty: string; idAttribute: `data-${string}` }
const base: Common = { rows: ROWS, loading: false, failed: false, onRetry: () => {}, what: 'people', empty: 'No one yet.', idAttribute: 'data-person-id' }
const table = (props: Partial<Common> & { caption?: string; skeletons?: number; busy?: boolean } = {}) =>
  renderToStaticMarkup(createElement(DataTable<Row>, { ...base, columns: COLUMNS, ...props }))
const cards = (props: Partial<Common> = {}) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, { ...base, cards: { card: (row: Row) => row.name, className: 'grid gap-4', skeleton: 'h-24', label: 'People' }, ...props }),
  )

describe('a data table', () => {
  it('has a row per record, its first cell on top on a phone and the others labelled with their column', () => {
    const html = table({ caption: 'People, newest first', busy: false })
    expect(html).toContain('<caption class="sr-only">People, newest first</caption>')
    expect(html).toContain('aria-busy="false"')
    expect(html.match(/<tr data-person-id="\d+"/g)).toEqual(['<tr data-person-id="7"', '<tr data-person-id="9"'])
    expect(html).toContain('<td class="px-1 py-1 sm:table-cell sm:px-4 sm:py-3 block">Asha</td>')
    expect(html).toMatch(
      /<td data-label="City" class="px-1 py-1 sm:table-cell sm:px-4 sm:py-3 flex [^"]* sm:hidden md:table-cell text-slate-700">Pokhara<\/td>/,
    )
    // A row's buttons say what they do: no label line, and a heading for screen readers only.
    expect(html).toContain('<td class="px-1 py-1 sm:table-cell sm:px-4 sm:py-3">Remove Asha</td>')
    expect(html).toContain('<span class="sr-only">Actions</span>')
    expect(html).toContain('<th scope="col" class="px-4 py-3 font-semibold hidden md:table-cell">City</th>')
  })

  it('shows placeholder rows across every column while it loads', () => {
    const html = table({ loading: true, skeletons: 3 })
    expect(html.match(/data-testid="skeleton-row"/g)).toHaveLength(3)
    expect(html).toContain('<tr aria-hidden="true"><td colSpan="3" class="px-4 py-3">')
    expect(table({ loading: true }).match(/data-testid="skeleton-row"/g)).toHaveLength(5)
  })

  it('says a failed load failed, with Try again, and never that the list is empty', () => {
    const html = table({ failed: true, rows: [] })
    expect(html).toContain('<td colSpan="3" class="p-3"><div role="alert"')
    expect(html).toContain('Error loading people')
    expect(html).toContain('Try again')
    expect(html).not.toContain('No one yet.')
  })

  it('says what an empty list says', () => {
    expect(table({ rows: [] })).toContain('<td colSpan="3"><p role="status" class="px-4 py-10 text-center text-slate-600">No one yet.</p></td>')
  })

  it('draws cards in a named list, with their own placeholders, failure and empty box', () => {
    expect(cards()).toContain('<ul class="grid gap-4" aria-label="People"><li data-person-id="7" class="overflow-hidden rounded-lg border')
    const loading = cards({ loading: true })
    expect(loading).toContain('<div aria-busy="true" class="grid gap-4">')
    expect(loading.match(/class="h-24 animate-pulse rounded-lg bg-slate-100"/g)).toHaveLength(6)
    expect(cards({ failed: true })).toMatch(/^<div role="alert"/)
    expect(cards({ rows: [] })).toBe(
      '<div class="rounded-lg border border-slate-200 bg-white"><p role="status" class="px-4 py-10 text-center text-slate-600">No one yet.</p></div>',
    )
  })
})

describe('pills', () => {
  it('show each record status in the words and colours it has always had', () => {
    const status = (value: Parameters<typeof StatusPill>[0]['status']) => renderToStaticMarkup(createElement(StatusPill, { status: value }))
    const live = 'rounded-full px-2.5 py-0.5 text-xs font-medium bg-emerald-100 text-emerald-800'
    const away = 'rounded-full px-2.5 py-0.5 text-xs font-medium bg-slate-200 text-slate-800'
    expect(status('active')).toBe(`<span class="${live}">Active</span>`)
    expect(status('archived')).toBe(`<span class="${away}">Archived</span>`)
    expect(status('upcoming')).toBe(`<span class="${live}">Upcoming</span>`)
    expect(status('past')).toBe(`<span class="${away}">Past</span>`)
    expect(status('public')).toBe(`<span class="${live}">Public</span>`)
    expect(status('internal')).toBe(`<span class="${away}">Internal Only</span>`)
  })

  it('take their element, title and test id as given', () => {
    const html = renderToStaticMarkup(createElement(Pill, { tone: 'followed', shape: 'topic', as: 'li', title: 'Followed' }, 'Pokhara'))
    expect(html).toBe('<li title="Followed" class="rounded-full px-2 py-0.5 text-xs bg-indigo-50 text-indigo-900">Pokhara</li>')
    expect(renderToStaticMarkup(createElement(Pill, { tone: 'pending', shape: 'mark', 'data-testid': 'new' }, 'New'))).toBe(
      '<span data-testid="new" class="rounded px-1.5 py-0.5 text-xs font-semibold bg-amber-100 text-amber-900">New</span>',
    )
  })
})
