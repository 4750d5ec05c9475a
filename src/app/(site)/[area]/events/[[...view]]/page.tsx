import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventCard } from '@/components/site/cards/event-card'
import { listItemStyle } from '@/components/site/cards/list-item-style'
import { JsonLd } from '@/components/site/json-ld'
import { ListFilters, ListPage } from '@/components/site/list-nav'
import { pageLocale } from '@/components/site/page-locale'
import { SubscribeMenu } from '@/components/site/subscribe-menu'
import { BRAND } from '@/lib/brand'
import { isTodayOrLaterAtVenue, nextHourIso, todayAnywhereStartIso } from '@/lib/calendar/dates'
import { EVENT_TYPES } from '@/lib/constants'
import { fill, type Locale, type Messages, messagesFor } from '@/lib/i18n'
import { eventWhen } from '@/lib/i18n/format'
import { lineUpOf, performersOf } from '@/lib/line-up'
import { renderedOnFirstRequest, type ListView, parseListView } from '@/lib/list-view'
import { listPageMetadata } from '@/lib/seo'
import { eventJsonLd } from '@/lib/structured-data'
import type { Event } from '@/payload-types'
import { countEventsByType, listEventsPage, listPastEventsPage, listShownArtists } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }
type EventType = Event['eventType']
/** The tab of events that are over (/events?type=past); the other tabs show what is coming. */
const PAST = 'past'
type Tab = EventType | typeof PAST

const tabLabel = (tab: Tab, text: Messages['events']) => (tab === PAST ? text.past : text.types[tab])
const isTab = (value: string): value is Tab => value === PAST || (EVENT_TYPES as readonly string[]).includes(value)

/** The tab and page from the URL (/events?type=concert&page=2); anything else is not found. */
async function viewOf(params: Props['params']): Promise<ListView & { filter: Tab | null }> {
  const view = parseListView((await params).view)
  if (!view || (view.filter !== null && !isTab(view.filter))) notFound()
  return view as ListView & { filter: Tab | null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, view] = await Promise.all([pageLocale(params), viewOf(params)])
  const { events } = messagesFor(locale)
  return listPageMetadata({
    list: 'events',
    view,
    title: view.filter ? fill(events.typeTitle, { type: tabLabel(view.filter, events) }) : events.title,
    description: fill(events.metaDescription, { brand: BRAND.name }),
    locale,
  })
}

/** Events in date order, grouped under "Month Year" headings as the venue sees the date. */
function groupByMonth(events: Event[], locale: Locale): { heading: string; events: Event[] }[] {
  const groups: { heading: string; events: Event[] }[] = []
  for (const event of events) {
    const heading = eventWhen(event, locale).monthYear
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
async function listTab(locale: Locale, tab: Tab | null, page: number) {
  const past = tab === PAST
  const candidates = past ? await listPastEventsPage(locale, nextHourIso(), page) : await listEventsPage(locale, tab, todayAnywhereStartIso(), page)
  // The search reaches a little past the cut on either side; each venue's own day decides.
  return { ...candidates, docs: candidates.docs.filter((event) => isTodayOrLaterAtVenue(event) !== past) }
}

export default async function EventsPage({ params }: Props) {
  const [locale, view] = await Promise.all([pageLocale(params), viewOf(params)])
  const t = messagesFor(locale).events
  const [types, events, artists] = await Promise.all([countEventsByType(), listTab(locale, view.filter, view.page), listShownArtists()])
  if (view.page > 1 && view.page > events.totalPages) notFound()

  return (
    <ListPage list="events" view={view} counts={events} text={t} empty={types.length === 0} locale={locale}>
      <JsonLd data={events.docs.map((event) => eventJsonLd(event, performersOf(event, artists), locale))} />
      <ListFilters
        list="events"
        label={t.filterLabel}
        options={[
          { key: null, label: t.allEvents },
          ...types.map(([type]) => ({ key: type, label: tabLabel(type, t) })),
          { key: PAST, label: tabLabel(PAST, t) },
        ]}
        current={view.filter}
        locale={locale}
      />
      <div className="mt-4 text-center">
        <SubscribeMenu feed="/events.ics" alerts="/alerts" label={messagesFor(locale).subscribe.allEvents} locale={locale} />
      </div>
      {events.docs.length === 0 ? (
        <p className="mt-8 text-center text-muted">{view.filter === PAST ? t.noPast : t.noUpcoming}</p>
      ) : (
        <div className="mt-8 space-y-12">
          {groupByMonth(events.docs, locale).map((group) => (
            <section key={group.heading} aria-label={group.heading}>
              <h2 className="border-b border-line pb-2 text-2xl font-black text-accent">{group.heading}</h2>
              <ul className="mt-6 grid gap-6 lg:grid-cols-2">
                {group.events.map((event) => (
                  <li key={event.id} style={listItemStyle(events.docs.indexOf(event), '18rem')}>
                    <EventCard event={event} lineUp={lineUpOf(event, artists)} locale={locale} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ListPage>
  )
}
