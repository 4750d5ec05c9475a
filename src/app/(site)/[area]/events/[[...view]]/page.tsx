import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventCard } from '@/components/site/cards/event-card'
import { listItemStyle } from '@/components/site/cards/list-item-style'
import { EventFilters } from '@/components/site/event-filters.client'
import { JsonLd } from '@/components/site/json-ld'
import Link from '@/components/site/link'
import { ListFilters, ListPage } from '@/components/site/list-nav'
import { pageLocale } from '@/components/site/page-locale'
import { SubscribeMenu } from '@/components/site/subscribe-menu'
import { BRAND } from '@/lib/brand'
import { isTodayOrLaterAtVenue, nextHourIso, todayAnywhereStartIso } from '@/lib/calendar/dates'
import { EVENT_TYPES } from '@/lib/constants'
import { type EventPlaces, nameOfKey } from '@/lib/events/places'
import { fill, type Locale, type Messages, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { eventWhen, monthLabel } from '@/lib/i18n/format'
import { lineUpOf, performersOf } from '@/lib/line-up'
import { type Facets, LIST_FACETS, renderedOnFirstRequest, type ListView, parseListView } from '@/lib/list-view'
import { listPageMetadata } from '@/lib/seo'
import { eventJsonLd } from '@/lib/structured-data'
import type { Event } from '@/payload-types'
import { countEventsByType, listEventPlaces, listEventsPage, listNarrowedEventsPage, listPastEventsPage, listShownArtists } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; view?: string[] }> }
type EventType = Event['eventType']
/** The tab of events that are over (/events?type=past); the other tabs show what is coming. */
const PAST = 'past'
type Tab = EventType | typeof PAST

const tabLabel = (tab: Tab, text: Messages['events']) => (tab === PAST ? text.past : text.types[tab])
const isTab = (value: string): value is Tab => value === PAST || (EVENT_TYPES as readonly string[]).includes(value)

/** The tab, place, month and page from the URL (/events?type=concert&city=toronto&page=2); anything else is not found. */
async function viewOf(params: Props['params']): Promise<ListView & { filter: Tab | null }> {
  const view = parseListView((await params).view, LIST_FACETS.events)
  if (!view || (view.filter !== null && !isTab(view.filter))) notFound()
  return view as ListView & { filter: Tab | null }
}

/** The places and months the filters offer, of the tab's events (those to come, or those over). */
const placesFor = (tab: Tab | null) => (tab === PAST ? listEventPlaces(true, nextHourIso()) : listEventPlaces(false, todayAnywhereStartIso()))

/** What a narrowed list shows, as its title says it: "Toronto · December 2026" (a place by its name where an event names it). */
function narrowedTo(facets: Facets, places: EventPlaces, locale: Locale): string | null {
  const country = places.countries.find((known) => known.key === facets.country)
  const city = places.countries.flatMap((known) => known.cities).find((known) => known.key === facets.city)
  const parts = [
    facets.city && (city?.name ?? nameOfKey(facets.city)),
    facets.country && (country?.name ?? nameOfKey(facets.country)),
    facets.month && monthLabel(facets.month, locale),
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, view] = await Promise.all([pageLocale(params), viewOf(params)])
  const { events } = messagesFor(locale)
  const what = view.facets ? narrowedTo(view.facets, await placesFor(view.filter), locale) : null
  const typed = view.filter ? fill(events.typeTitle, { type: tabLabel(view.filter, events) }) : events.title
  return listPageMetadata({
    list: 'events',
    view,
    title: what ? fill(events.places.title, { what: view.filter ? `${tabLabel(view.filter, events)} · ${what}` : what }) : typed,
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
async function listTab(locale: Locale, tab: Tab | null, page: number, facets: Facets | undefined) {
  const past = tab === PAST
  const cut = past ? nextHourIso() : todayAnywhereStartIso()
  if (facets) return listNarrowedEventsPage(locale, { type: past ? null : tab, past }, facets, cut, page)
  const candidates = past ? await listPastEventsPage(locale, cut, page) : await listEventsPage(locale, tab, cut, page)
  // The search reaches a little past the cut on either side; each venue's own day decides.
  return { ...candidates, docs: candidates.docs.filter((event) => isTodayOrLaterAtVenue(event) !== past) }
}

export default async function EventsPage({ params }: Props) {
  const [locale, view] = await Promise.all([pageLocale(params), viewOf(params)])
  const t = messagesFor(locale).events
  const [types, events, artists, places] = await Promise.all([
    countEventsByType(),
    listTab(locale, view.filter, view.page, view.facets),
    listShownArtists(),
    placesFor(view.filter),
  ])
  if (view.page > 1 && view.page > events.totalPages) notFound()
  const facets = view.facets ?? {}
  const what = narrowedTo(facets, places, locale)
  const cities = places.countries.flatMap((known) => known.cities)
  const cityName = facets.city ? (cities.find((known) => known.key === facets.city)?.name ?? nameOfKey(facets.city)) : null
  const countryName = facets.country ? (places.countries.find((known) => known.key === facets.country)?.name ?? nameOfKey(facets.country)) : null
  const monthNames = Object.fromEntries(places.months.map((month) => [month, monthLabel(month, locale)]))

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
        facets={facets}
        locale={locale}
      />
      <EventFilters
        key={JSON.stringify([view.filter, facets])}
        action={localizedHref('/events', locale)}
        type={view.filter}
        facets={facets}
        chosen={{ country: countryName, city: cityName }}
        places={places}
        monthNames={monthNames}
        text={t.places}
      />
      <div className="mt-4 text-center">
        <SubscribeMenu feed="/events.ics" alerts="/alerts" label={messagesFor(locale).subscribe.allEvents} locale={locale} />
      </div>
      {events.docs.length === 0 && what ? (
        <div className="mt-8 text-center">
          <p className="text-muted">{fill(t.places.none, { what })}</p>
          <p className="mt-3">
            <Link
              href={cityName ? `/alerts?city=${encodeURIComponent(cityName)}` : '/alerts'}
              locale={locale}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {cityName ? fill(t.places.alertsForCity, { city: cityName }) : t.places.alerts}
            </Link>
          </p>
        </div>
      ) : events.docs.length === 0 ? (
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
