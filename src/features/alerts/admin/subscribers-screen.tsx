'use client'

import { useQuery } from '@tanstack/react-query'
import { Download, Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

import type { DataColumn } from '@/admin-screens/ui/data-table'
import { FilterField } from '@/admin-screens/ui/filter-field'
import { LoadFailed } from '@/admin-screens/ui/form-parts'
import { PageHeader } from '@/admin-screens/ui/page-header'
import { PagedTable, useServerPages } from '@/admin-screens/ui/paged-table'
import { Pill } from '@/admin-screens/ui/pill'
import { IconButton } from '@/admin-screens/ui/tooltip'
import { apiRequest, useApiMutation } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { inputClasses } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import type { SubscriberRow, SubscriberSummary } from '@/features/alerts/subscribers'
import { type AlertTopic, cityName } from '@/features/alerts/topics'
import { downloadFile } from '@/lib/csv'

const SUMMARY = '/api/subscribers/summary'
const LIST = '/api/subscribers'
const PAGE_SIZE = 20

const LANGUAGES = { en: 'English', ne: 'Nepali' } as const

/** A topic as staff read it. */
function topicLabel(topic: AlertTopic): string {
  if (topic.kind === 'all') return 'Everything'
  if (topic.kind === 'artist') return topic.artist?.name ?? `Artist #${topic.artist?.id}`
  return cityName(topic.city ?? '')
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value.toLocaleString('en-US')}</p>
    </div>
  )
}

function CountTable({ caption, heading, rows }: { caption: string; heading: string; rows: { key: string; label: string; count: number }[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-slate-200 px-4 py-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {heading}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Followers
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className="px-4 py-4 text-center text-slate-600">
                None yet
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <td className="px-4 py-2 text-slate-900">{row.label}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-900">{row.count.toLocaleString('en-US')}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

/** The addresses' table: its caption, "Error loading subscribers", the count under it and its pages. */
const WORDS = { caption: 'Alert subscribers, newest first', what: 'subscribers', one: 'address', other: 'addresses', pages: 'Subscriber pages' }

/** An address's row: the address, what it follows (each topic confirmed or not), its language, when it signed up, and its removal. */
const columns = (remove: (subscriber: SubscriberRow) => void): DataColumn<SubscriberRow>[] => [
  { label: 'Email', className: 'break-all font-medium text-slate-900', cell: (subscriber) => subscriber.email },
  {
    label: 'Alerts',
    cell: (subscriber) => (
      <>
        {subscriber.topics.length === 0 && <span className="text-slate-600">None left (its artist was deleted)</span>}
        <ul className="flex flex-wrap gap-1">
          {subscriber.topics.map((topic) => (
            <Pill key={topic.id} as="li" shape="topic" tone={topic.confirmed ? 'followed' : 'unconfirmed'}>
              {topicLabel(topic)}
              {!topic.confirmed && <span className="text-slate-500"> (not confirmed)</span>}
            </Pill>
          ))}
        </ul>
      </>
    ),
  },
  { label: 'Language', className: 'text-slate-700', cell: (subscriber) => LANGUAGES[subscriber.locale] },
  {
    label: 'Signed up',
    className: 'whitespace-nowrap text-slate-700',
    cell: (subscriber) => <ViewerTime iso={subscriber.createdAt} />,
  },
  {
    label: 'Actions',
    srOnly: true,
    unlabelled: true,
    className: 'text-right',
    cell: (subscriber) => (
      <IconButton label={`Remove ${subscriber.email}`} onClick={() => remove(subscriber)}>
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
      </IconButton>
    ),
  },
]

/** The addresses (admins only): search, export, removal. */
function Addresses() {
  const headingId = useId()
  const { toast } = useToast()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [removing, setRemoving] = useState<SubscriberRow | null>(null)
  const [exporting, setExporting] = useState(false)
  // The list is asked for once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300)
    return () => clearTimeout(timer)
  }, [typed])
  const pages = useServerPages<SubscriberRow>(LIST, search ? { search } : {}, PAGE_SIZE)
  const { data } = pages.query
  const remove = useApiMutation((row: SubscriberRow) => apiRequest('DELETE', `${LIST}/${row.id}`), {
    invalidate: [LIST, SUMMARY],
    messages: { success: { title: 'Subscriber removed', description: 'The address gets no more alerts.' }, error: 'Failed to remove the subscriber' },
    onSuccess: () => setRemoving(null),
  })
  const download = async () => {
    setExporting(true)
    try {
      const response = await fetch(`${LIST}/export${search ? `?${new URLSearchParams({ search })}` : ''}`, { credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      downloadFile('subscribers.csv', await response.blob())
    } catch {
      toast({ title: 'Error', description: 'Failed to export the subscribers', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Addresses
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <FilterField label="Search addresses">
            {(id) => (
              <input
                id={id}
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className={`${inputClasses} mt-1`}
                placeholder="name@example.com"
              />
            )}
          </FilterField>
          <Button variant="outline" disabled={exporting || (data?.totalDocs ?? 0) === 0} onClick={download}>
            <Download className="h-4 w-4" aria-hidden="true" /> {exporting ? 'Exporting...' : 'Export'}
          </Button>
        </div>
      </div>
      <PagedTable
        pages={pages}
        columns={columns(setRemoving)}
        idAttribute="data-subscriber-id"
        words={WORDS}
        empty={search ? 'No address matches the search' : 'No one has signed up for alerts yet.'}
        skeletons={1}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove subscriber"
        description={removing ? `${removing.email} will get no more alerts, and the address is deleted with its choices. They can sign up again.` : ''}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  )
}

/**
 * Subscribers (docs/product.md#subscribers-screen): who follows what by e-mail alert, for all
 * staff; the addresses themselves, their export and removal, for admins (the API refuses editors
 * those).
 */
export function SubscribersScreen({ isAdmin }: { isAdmin: boolean }) {
  const { data, isLoading, isError, refetch } = useQuery<SubscriberSummary>({ queryKey: [SUMMARY] })
  return (
    <div className="space-y-8">
      <PageHeader title="Subscribers" subtitle="Visitors who asked for an e-mail when new events are published" />
      {isError ? (
        <LoadFailed what="the counts" onRetry={() => refetch()} />
      ) : isLoading || !data ? (
        <div data-testid="skeleton-row" className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Stat label="Confirmed subscribers" value={data.subscribers} />
            <Stat label="Follow everything" value={data.everything} />
            <Stat label="Waiting for confirmation" value={data.pending} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <CountTable
              caption="Followers per artist"
              heading="Artist"
              rows={data.artists.map((row) => ({ key: String(row.id), label: row.name ?? `Artist #${row.id}`, count: row.count }))}
            />
            <CountTable
              caption="Followers per city"
              heading="City"
              rows={data.cities.map((row) => ({ key: row.city, label: cityName(row.city), count: row.count }))}
            />
          </div>
        </>
      )}
      {isAdmin ? <Addresses /> : <p className="text-sm text-slate-600">The addresses themselves are for admins.</p>}
    </div>
  )
}
