import Link from 'next/link'

import { TourCard } from '@/components/site/event-card'
import { JsonLd } from '@/components/site/json-ld'
import { buttonClass, Section } from '@/components/site/section'
import { BRAND } from '@/lib/brand'
import { isTodayOrLaterAtVenue } from '@/lib/dates'
import { pageMetadata } from '@/lib/seo'
import { eventJsonLd, performerOf } from '@/lib/structured-data'
import { listEventsSince, listPublicArtists } from '@/server/public-data'

export const metadata = pageMetadata({
  title: 'Tour Dates',
  description: `Upcoming tour dates of ${BRAND.name} artists in Nepal and Canada.`,
  path: '/tour',
})

/** From a day and a half ago: covers "today" in every time zone; the exact cut is per venue below. */
function searchStartIso(): string {
  const start = new Date(Date.now() - 36 * 60 * 60 * 1000)
  start.setMinutes(0, 0, 0)
  return start.toISOString()
}

export default async function TourPage() {
  const [candidates, artists] = await Promise.all([listEventsSince(searchStartIso(), undefined, 'tour'), listPublicArtists()])
  // Tours whose date is today or later at their venue (SPEC §2), date ascending.
  const tours = candidates.filter((event) => isTodayOrLaterAtVenue(event))

  return (
    <Section title="Upcoming Tours" subtitle="Our artists on the road across Nepal and Canada." headingLevel="h1">
      {tours.length === 0 ? (
        <div className="text-center">
          <p className="text-lg font-bold">No upcoming tours scheduled</p>
          <Link href="/events" className={`${buttonClass.outline} mt-6`}>
            View all events
          </Link>
        </div>
      ) : (
        <>
          <JsonLd data={tours.map((event) => eventJsonLd(event, performerOf(event, artists)))} />
          <ul className="space-y-8">
            {tours.map((event) => (
              <li key={event.id}>
                <TourCard event={event} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  )
}
