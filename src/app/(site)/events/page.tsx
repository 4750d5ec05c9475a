import { EventCard } from '@/components/site/event-card'
import { FilterTabs } from '@/components/site/filter-tabs.client'
import { JsonLd } from '@/components/site/json-ld'
import { Section } from '@/components/site/section'
import type { Event } from '@/payload-types'
import { BRAND } from '@/lib/brand'
import { eventDateParts } from '@/lib/dates'
import { pageMetadata } from '@/lib/seo'
import { eventJsonLd, performerOf } from '@/lib/structured-data'
import { listPublicArtists, listPublicEvents } from '@/server/public-data'

export const metadata = pageMetadata({
  title: 'Events',
  description: `Concerts, meetups and tours by ${BRAND.name} across Nepal and Canada.`,
  path: '/events',
})

const typeLabel = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}s`

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

export default async function EventsPage() {
  const [events, artists] = await Promise.all([listPublicEvents(), listPublicArtists()])
  const types = [...new Set(events.map((event) => event.eventType))]
  const counts = Object.fromEntries(types.map((type) => [type, events.filter((e) => e.eventType === type).length]))

  return (
    <Section title="Events" subtitle="Find a show near you and get your tickets." headingLevel="h1">
      {events.length === 0 ? (
        <p className="text-center text-muted">No events found</p>
      ) : (
        <>
          <JsonLd data={events.map((event) => eventJsonLd(event, performerOf(event, artists)))} />
          <FilterTabs
            label="Filter events by type"
            allLabel="All Events"
            options={types.map((type) => ({ key: type, label: typeLabel(type) }))}
            counts={counts}
            noun="events"
          >
            <div className="space-y-12">
              {groupByMonth(events).map((group) => (
                <section
                  key={group.heading}
                  aria-label={group.heading}
                  data-filter-group={[...new Set(group.events.map((e) => e.eventType))].join(' ')}
                >
                  <h2 className="border-b border-line pb-2 text-2xl font-black text-accent">{group.heading}</h2>
                  <ul className="mt-6 grid gap-6 lg:grid-cols-2">
                    {group.events.map((event) => (
                      <li key={event.id} data-filter-key={event.eventType}>
                        <EventCard event={event} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </FilterTabs>
        </>
      )}
    </Section>
  )
}
