'use client'

import Link from 'next/link'

import { benefitList } from '@/lib/benefits'
import { isEventOver } from '@/lib/calendar/dates'
import { eventDay } from '@/lib/calendar/staff-times'

import { LoadFailed } from './ui/form-parts'
import { PageHeader } from './ui/page-header'
import { StatusPill } from './ui/pill'
import type { Artist, Event, Sponsorship } from './ui/types'
import { useCount, useList, useListPage } from './ui/use-resource'

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value === undefined ? '…' : value}</p>
    </div>
  )
}

type PanelProps = {
  id: string
  title: string
  /** Loading: this many placeholder rows. */
  loading: number | false
  failed: { what: string; retry: () => unknown } | false
  empty: React.ReactNode | false
  children: React.ReactNode
}

/** A dashboard panel: its title, then a skeleton, the load error, its empty words, or its rows. */
function Panel({ id, title, loading, failed, empty, children }: PanelProps) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">
        {loading ? (
          <ul aria-busy="true" aria-label="Loading" className="space-y-3">
            {Array.from({ length: loading }, (_, i) => (
              <li key={i} data-testid="skeleton-row" className="h-12 animate-pulse rounded-md bg-slate-100" />
            ))}
          </ul>
        ) : failed ? (
          <LoadFailed what={failed.what} onRetry={failed.retry} />
        ) : (
          empty || <ul className="divide-y divide-slate-100">{children}</ul>
        )}
      </div>
    </section>
  )
}

/** /admin: counts, the next events and first artists, sponsorship overview and quick links (docs/product.md#dashboard). */
export function DashboardScreen() {
  // Counts and the few records shown, from the server: never a whole list that grows with the years.
  const artists = useListPage<Artist>('/api/artists', { limit: '2' })
  const events = useListPage<Event>('/api/events', { sort: 'upcoming-first', limit: '3' })
  const upcoming = useCount('/api/events', { status: 'upcoming' })
  const galleries = useCount('/api/galleries', {})
  const sponsorships = useList<Sponsorship>('/api/sponsorships')

  // What is coming, soonest first (the server's order puts it before the shows that are over).
  const recentEvents = events.data?.docs.filter((event) => !isEventOver(event)) ?? []
  const recentArtists = artists.data?.docs ?? []

  return (
    <div className="space-y-8">
      <PageHeader title="Dashboard" subtitle="An overview of your artists, events and partners" />
      <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Artists" value={artists.data?.total} />
        <StatCard label="Upcoming Events" value={upcoming} />
        <StatCard label="Total Events" value={events.data?.total} />
        <StatCard label="Galleries" value={galleries} />
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel
          id="activity"
          title="Next Events and Artists"
          loading={(artists.isLoading || events.isLoading) && 4}
          failed={(artists.isError || events.isError) && { what: 'events and artists', retry: () => Promise.all([artists.refetch(), events.refetch()]) }}
          empty={
            recentEvents.length + recentArtists.length === 0 && (
              <div className="py-6 text-center">
                <p className="font-medium">No events or artists to display</p>
                <p className="text-sm text-slate-600">Add artists and events to see them here.</p>
              </div>
            )
          }
        >
          {recentEvents.map((event) => (
            <li key={`event-${event.id}`} className="py-3">
              <p className="font-medium">{event.title}</p>
              <p className="text-sm text-slate-600">
                {eventDay(event)} · {event.location}
              </p>
            </li>
          ))}
          {recentArtists.map((artist) => (
            <li key={`artist-${artist.id}`} className="py-3">
              <p className="font-medium">{artist.name}</p>
              <p className="text-sm text-slate-600">{artist.genre || 'No genre'}</p>
            </li>
          ))}
        </Panel>

        <Panel
          id="sponsorship-overview"
          title="Sponsorship Overview"
          loading={sponsorships.isLoading && 3}
          failed={sponsorships.isError && { what: 'sponsorship packages', retry: () => sponsorships.refetch() }}
          empty={!sponsorships.data?.length && <p className="py-6 text-center text-slate-600">No sponsorship packages available.</p>}
        >
          {sponsorships.data?.map((sponsorship) => {
            const benefits = benefitList(sponsorship.benefits).length
            return (
              <li key={sponsorship.id} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{sponsorship.packageName}</p>
                  <p className="text-sm text-slate-600">{benefits > 0 ? `${benefits} benefits` : 'No benefits listed'}</p>
                </div>
                <StatusPill status={sponsorship.visibility} />
              </li>
            )
          })}
        </Panel>
      </div>

      <section aria-labelledby="quick-links" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="quick-links" className="text-lg font-semibold">
          Quick Links
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {[
            ['/admin/artists', 'Manage Artists'],
            ['/admin/events', 'Manage Events'],
            ['/admin/gallery', 'Manage Gallery'],
            ['/admin/sponsorship', 'Manage Sponsorships'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="block rounded-md border border-slate-200 px-4 py-3 text-sm font-medium text-indigo-700 hover:bg-indigo-50">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
