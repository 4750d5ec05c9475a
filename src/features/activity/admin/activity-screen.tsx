'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useId, useState } from 'react'

import { CELL, FROM_MD, LABELLED } from '@/admin-screens/ui/list-screen'
import { PageHeader } from '@/admin-screens/ui/page-header'
import { PagedTable, type ServerPage } from '@/admin-screens/ui/paged-table'
import { useList } from '@/admin-screens/ui/use-resource'
import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/field'
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  ACTIVITY_KEPT_DAYS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RESOURCES,
  type ActivityAction,
  type ActivityEntry,
} from '@/features/activity/entries'
import { viewerZone } from '@/features/publishing/admin/history-dialog'
import { formatInZone, zonedDateTimeToIso } from '@/lib/calendar/dates'

const LIST = '/api/activity'
type Filters = { user: string; resource: string; action: string; from: string; to: string }
const NO_FILTERS: Filters = { user: '', resource: '', action: '', from: '', to: '' }

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The query of a page: the days picked are the viewer's own days (from its first moment to the next day's). */
function queryOf(filters: Filters, page: number, zone: string): Record<string, string> {
  const query: Record<string, string> = { page: String(page), limit: String(ACTIVITY_PAGE_SIZE) }
  if (filters.user) query.user = filters.user
  if (filters.resource) query.resource = filters.resource
  if (filters.action) query.action = filters.action
  if (filters.from) query.from = zonedDateTimeToIso(filters.from, '00:00', zone)
  if (filters.to) query.to = zonedDateTimeToIso(nextDay(filters.to), '00:00', zone)
  return query
}

const ACTION_TONES: Partial<Record<ActivityAction, string>> = {
  delete: 'bg-red-100 text-red-900',
  'sign-in-refused': 'bg-red-100 text-red-900',
  publish: 'bg-green-100 text-green-900',
  unpublish: 'bg-amber-100 text-amber-900',
  schedule: 'bg-sky-100 text-sky-900',
  restore: 'bg-violet-100 text-violet-900',
}

function ActionBadge({ action }: { action: ActivityAction }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${ACTION_TONES[action] ?? 'bg-slate-100 text-slate-800'}`}>
      {ACTIVITY_ACTION_LABELS[action]}
    </span>
  )
}

function Door({ entry }: { entry: ActivityEntry }) {
  return (
    <span className="inline-flex items-center gap-1 font-mono text-xs text-slate-700">
      {entry.door}
      {entry.apiKey && (
        <span className="inline-flex items-center gap-0.5 rounded bg-slate-100 px-1 font-sans text-slate-800" title="Signed with an API key">
          <KeyRound className="h-3 w-3" aria-hidden="true" /> API key
        </span>
      )}
    </span>
  )
}

const COLUMNS = ['When', 'Who', 'Action', 'What', 'Door'] as const

/** A filter's label over its control. */
function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => React.ReactNode }) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

/**
 * The activity log (admins only): who did what, through which door, newest first, a page at a
 * time from the server, filtered by account, resource, action and days (the viewer's own days).
 */
export function ActivityScreen() {
  const zone = viewerZone()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const accounts = useList<{ id: number; username: string }>('/api/users')
  const query = useQuery<ServerPage<ActivityEntry>>({ queryKey: [LIST, queryOf(filters, page, zone)], placeholderData: keepPreviousData })
  const filtered = Object.values(filters).some(Boolean)
  const change = (name: keyof Filters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilters({ ...filters, [name]: event.target.value })
    setPage(1)
  }
  const row = (entry: ActivityEntry) => (
    <tr key={entry.id} data-entry-id={entry.id} className="block p-3 sm:table-row sm:p-0">
      <td className={`block ${CELL} whitespace-nowrap text-slate-700`}>
        <time dateTime={entry.at}>{formatInZone(entry.at, zone, 'MMM d, yyyy, h:mm a zzz')}</time>
      </td>
      <td data-label="Who" className={`${CELL} ${LABELLED} font-medium text-slate-900`}>
        {entry.user?.username ?? <span className="font-normal italic text-slate-500">No account</span>}
      </td>
      <td data-label="Action" className={`${CELL} ${LABELLED}`}>
        <ActionBadge action={entry.action} />
      </td>
      <td data-label="What" className={`${CELL} ${LABELLED} break-words text-slate-800`}>
        {entry.summary}
      </td>
      <td data-label="Door" className={`${CELL} ${LABELLED} ${FROM_MD}`}>
        <Door entry={entry} />
      </td>
    </tr>
  )

  return (
    <div className="space-y-6">
      <PageHeader title="Activity" subtitle={`Who did what, and through which door · kept ${ACTIVITY_KEPT_DAYS} days`} />
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto_auto]">
        <FilterField label="Account">
          {(id) => (
            <select id={id} value={filters.user} onChange={change('user')} className={`${inputClasses} mt-1`}>
              <option value="">All accounts</option>
              {(accounts.data ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.username}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Resource">
          {(id) => (
            <select id={id} value={filters.resource} onChange={change('resource')} className={`${inputClasses} mt-1`}>
              <option value="">All resources</option>
              {Object.entries(ACTIVITY_RESOURCES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="Action" className="col-span-2 sm:col-span-1">
          {(id) => (
            <select id={id} value={filters.action} onChange={change('action')} className={`${inputClasses} mt-1`}>
              <option value="">All actions</option>
              {ACTIVITY_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {ACTIVITY_ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="From">
          {(id) => (
            <input id={id} type="date" value={filters.from} max={filters.to || undefined} onChange={change('from')} className={`${inputClasses} mt-1`} />
          )}
        </FilterField>
        <FilterField label="To">
          {(id) => <input id={id} type="date" value={filters.to} min={filters.from || undefined} onChange={change('to')} className={`${inputClasses} mt-1`} />}
        </FilterField>
        <Button
          variant="outline"
          className="col-span-2 sm:col-span-1"
          disabled={!filtered}
          onClick={() => {
            setFilters(NO_FILTERS)
            setPage(1)
          }}
        >
          Clear filters
        </Button>
      </div>
      <PagedTable
        caption="Activity, newest first"
        columns={COLUMNS.map((label) => ({ label, className: label === 'Door' ? 'hidden md:table-cell' : '' }))}
        query={query}
        row={row}
        what="activity"
        emptyText={filtered ? 'No activity matches the filters' : 'No activity yet.'}
        noun={{ one: 'entry', other: 'entries' }}
        pageSize={ACTIVITY_PAGE_SIZE}
        onPageChange={setPage}
        label="Activity pages"
      />
    </div>
  )
}
