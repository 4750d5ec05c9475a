'use client'

import { KeyRound } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'

import type { DataColumn } from '@/admin-screens/ui/data-table'
import { FilterField } from '@/admin-screens/ui/filter-field'
import { PageHeader } from '@/admin-screens/ui/page-header'
import { PagedTable, useServerPages } from '@/admin-screens/ui/paged-table'
import { Pill, type PillTone } from '@/admin-screens/ui/pill'
import { viewerZone } from '@/admin-screens/ui/time-zones'
import { useList } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
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
import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { summaryInZone } from '@/lib/calendar/staff-times'

const LIST = '/api/activity'
type Filters = { user: string; resource: string; action: string; from: string; to: string }
const NO_FILTERS: Filters = { user: '', resource: '', action: '', from: '', to: '' }

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The query's filters: the days picked are the viewer's own days (from its first moment to the next day's). */
function queryOf(filters: Filters, zone: string): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.user) query.user = filters.user
  if (filters.resource) query.resource = filters.resource
  if (filters.action) query.action = filters.action
  if (filters.from) query.from = zonedDateTimeToIso(filters.from, '00:00', zone)
  if (filters.to) query.to = zonedDateTimeToIso(nextDay(filters.to), '00:00', zone)
  return query
}

const ACTION_TONES: Partial<Record<ActivityAction, PillTone>> = {
  delete: 'bad',
  'sign-in-refused': 'bad',
  publish: 'good',
  unpublish: 'pending',
  schedule: 'timed',
  restore: 'restored',
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

/** What an entry did, and where its record is now: a link to its screen, or word that it has been deleted. */
function What({ entry, zone }: { entry: ActivityEntry; zone: string }) {
  return (
    <>
      {summaryInZone(entry.summary, zone)}
      {entry.link && (
        <Link href={entry.link} className="ml-2 whitespace-nowrap text-sm font-medium text-indigo-700 hover:underline" aria-label={`Open: ${entry.summary}`}>
          Open
        </Link>
      )}
      {entry.recordDeleted && <span className="ml-2 whitespace-nowrap text-xs italic text-slate-600">Deleted since</span>}
    </>
  )
}

/** The log's table: its caption, "Error loading activity", the count under it and its pages. */
const WORDS = { caption: 'Activity, newest first', what: 'activity', one: 'entry', other: 'entries', pages: 'Activity pages' }

/** An entry's row: its time in the viewer's zone, who, the action, what it did, and the door it came through. */
const columns = (zone: string): DataColumn<ActivityEntry>[] => [
  {
    label: 'When',
    className: 'whitespace-nowrap text-slate-700',
    cell: (entry) => <ViewerTime iso={entry.at} />,
  },
  {
    label: 'Who',
    className: 'font-medium text-slate-900',
    cell: (entry) => entry.user?.username ?? <span className="font-normal italic text-slate-500">No account</span>,
  },
  {
    label: 'Action',
    cell: (entry) => (
      <Pill tone={ACTION_TONES[entry.action] ?? 'plain'} className="whitespace-nowrap">
        {ACTIVITY_ACTION_LABELS[entry.action]}
      </Pill>
    ),
  },
  { label: 'What', className: 'break-words text-slate-800', cell: (entry) => <What entry={entry} zone={zone} /> },
  { label: 'Door', from: 'md', cell: (entry) => <Door entry={entry} /> },
]

/**
 * The activity log (admins only): who did what, through which door, newest first, a page at a
 * time from the server, filtered by account, resource, action and days (the viewer's own days).
 */
export function ActivityScreen() {
  const zone = viewerZone()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const accounts = useList<{ id: number; username: string }>('/api/users')
  const pages = useServerPages<ActivityEntry>(LIST, queryOf(filters, zone), ACTIVITY_PAGE_SIZE)
  const filtered = Object.values(filters).some(Boolean)
  const change = (name: keyof Filters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFilters({ ...filters, [name]: event.target.value })
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
        <Button variant="outline" className="col-span-2 sm:col-span-1" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>
      <PagedTable
        pages={pages}
        columns={columns(zone)}
        idAttribute="data-entry-id"
        words={WORDS}
        empty={filtered ? 'No activity matches the filters' : 'No activity yet.'}
      />
    </div>
  )
}
