import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventCard } from '@/components/site/event-card'
import { JsonLd } from '@/components/site/json-ld'
import { listItemStyle } from '@/components/site/list-item-style'
import { ListFilters, ListPager } from '@/components/site/list-nav'
import { Section } from '@/components/site/section'
import type { Event } from '@/payload-types'
import { BRAND } from '@/lib/brand'
import { EVENT_TYPES } from '@/lib/constants'
import { eventDateParts, isTodayOrLaterAtVenue, nextHourIso, todayAnywhereStartIso } from '@/lib/dates'
import { renderedOnFirstRequest, listHref, type ListView, parseListView } from '@/lib/list-view'
import { pageMetadata } from '@/lib/seo'
import { eventJsonLd, performerOf } from '@/lib/structured-data'
import { countEventsByType, listArtistNames, listEventsPage, listPastEventsPage } from '@/server/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ view?: string[] }> }
type EventType = Event['eventType']
/** The tab of events that are over (/events?type=past); the other tabs show what is coming. */
const PAST = 'past'
type Tab = EventType | typeof PAST

const typeLabel = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}s`
const tabLabel = (tab: Tab) => (tab === PAST ? 'Past Events' : typeLabel(tab))
const isTab = (value: string): value is Tab => value === PAST || (EVENT_TYPES as readonly string[]).includes(value)

/** The tab and page from the URL (/events?type=concert&page=2); anything else is not found. */
async function viewOf(params: Props['params']): Promise<ListView & { filter: Tab | null }> {
  const view = parseListView((await params).view)
  if (!view || (view.filter !== null && !isTab(view.filter))) notFound()
  return view as ListView & { filter: Tab | null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await viewOf(params)
  const title = [view.filter ? `${tabLabel(view.filter)}: Events` : 'Events', view.page > 1 ? `page ${view.page}` : ''].filter(Boolean).join(', ')
  return pageMetadata({
    title,
    description: `Concerts, meetups and tours by ${BRAND.name} across Nepal and Canada.`,
    path: listHref('events', view),
  })
}

/** Events in date order, grouped under "Month Year" headings as the venue sees the date. */
function groupByMonth(events: Event[]): { heading: string; events: Event[] }[] {
  const groups: { heading: string; events: Event[] }[] = []
  for (const event of events) {
    const heading = eventDateParts(event).monthYear
    const last = groups[groups.length - 1]
    if (last?.heading === heading) last.events.push(event)
    else groups.push({ heading, events: [event] })
  }
  return groups
}

/**
 * What is coming (today onward at each venue, soonest first), or on the Past tab what is over (the
 * latest first). The pages are kept a minute at most (the layout's `revalidate`), so an event moves
 * to Past within a minute of its day ending at its venue.
 */
async function listTab(tab: Tab | null, page: number) {
  const past = tab === PAST
  const candidates = past ? await listPastEventsPage(nextHourIso(), page) : await listEventsPage(tab, todayAnywhereStartIso(), page)
  // The search reaches a little past the cut on either side; each venue's own day decides.
  return { ...candidates, docs: candidates.docs.filter((event) => isTodayOrLaterAtVenue(event) !== past) }
}

export default async function EventsPage({ params }: Props) {
  const view = await viewOf(params)
  const [types, events, performers] = await Promise.all([countEventsByType(), listTab(view.filter, view.page), listArtistNames()])
  if (view.page > 1 && view.page > events.totalPages) notFound()

  return (
    <Section title="Events" subtitle="Find a show near you and get your tickets." headingLevel="h1">
      {types.length === 0 ? (
        <p className="text-center text-muted">No events found</p>
      ) : (
        <>
          <JsonLd data={events.docs.map((event) => eventJsonLd(event, performerOf(event, performers)))} />
          <ListFilters
            list="events"
            label="Filter events by type"
            options={[
              { key: null, label: 'All Events' },
              ...types.map(([type]) => ({ key: type, label: typeLabel(type) })),
              { key: PAST, label: tabLabel(PAST) },
            ]}
            current={view.filter}
          />
          {events.docs.length === 0 ? (
            <p className="mt-8 text-center text-muted">{view.filter === PAST ? 'No past events' : 'No upcoming events'}</p>
          ) : (
            <div className="mt-8 space-y-12">
              {groupByMonth(events.docs).map((group) => (
                <section key={group.heading} aria-label={group.heading}>
                  <h2 className="border-b border-line pb-2 text-2xl font-black text-accent">{group.heading}</h2>
                  <ul className="mt-6 grid gap-6 lg:grid-cols-2">
                    {group.events.map((event) => (
                      <li key={event.id} style={listItemStyle(events.docs.indexOf(event), '18rem')}>
                        <EventCard event={event} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
          <ListPager list="events" view={view} shown={events.docs.length} totalDocs={events.totalDocs} totalPages={events.totalPages} noun={{ one: 'event', other: 'events' }} />
        </>
      )}
    </Section>
  )
}
