import Link from '@/components/site/link'
import { ArtistCard } from '@/components/site/artist-card'
import { EventCard } from '@/components/site/event-card'
import { Hero } from '@/components/site/hero'
import { HomepageSectionBlock } from '@/components/site/homepage-section'
import { JsonLd } from '@/components/site/json-ld'
import { MediaImage } from '@/components/site/media-image'
import { buttonClass, Section } from '@/components/site/section'
import { safeExternalUrl } from '@/components/site/social-icons'
import { SponsorshipList } from '@/components/site/sponsorship-card'
import { BRAND } from '@/lib/brand'
import { HOME_LIST_LIMIT } from '@/lib/constants'
import { contactDetails } from '@/lib/contact-details'
import { formatInZone } from '@/lib/dates'
import { pageMetadata } from '@/lib/seo'
import { organizationJsonLd } from '@/lib/structured-data'
import {
  getActiveHeroSection,
  getContactSettings,
  listActiveHomepageSections,
  listEventsSince,
  listHomeArtists,
  listHomeSponsorships,
  listHomeTourLocations,
} from '@/server/public-data'

export const metadata = pageMetadata({
  title: `${BRAND.name}: concerts, tours and events in Nepal and Canada`,
  description: BRAND.blurb,
  path: '/',
})

/** The start of the current hour: a stable cache key that still drops past events promptly. */
function startOfHourIso(): string {
  const now = new Date()
  now.setMinutes(0, 0, 0)
  return now.toISOString()
}

export default async function HomePage() {
  const [hero, artists, events, tourLocations, sponsorships, sections, contact] = await Promise.all([
    getActiveHeroSection(),
    listHomeArtists(),
    listEventsSince(startOfHourIso(), HOME_LIST_LIMIT),
    listHomeTourLocations(),
    listHomeSponsorships(),
    listActiveHomepageSections(),
    getContactSettings(),
  ])

  return (
    <>
      <JsonLd data={organizationJsonLd(contactDetails(contact))} />
      <Hero hero={hero} />

      <Section id="artists" title="Featured Artists" subtitle="The voices and bands we are proud to represent.">
        {artists.length === 0 ? (
          <p className="text-center text-muted">No artists found.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {artists.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} variant="home" />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link href="/artists" className={buttonClass.primary}>
            VIEW ALL ARTISTS
          </Link>
        </div>
      </Section>

      <Section id="events" title="Upcoming Events" subtitle="Concerts, meetups and tour dates across Nepal and Canada.">
        {events.length === 0 ? (
          <p className="text-center text-muted">No events found</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      {tourLocations.length > 0 && (
        <Section id="tour" title="On Tour" subtitle="Catch us in a city near you.">
          <ul className="grid gap-6 sm:grid-cols-3">
            {tourLocations.map((stop) => {
              const tickets = safeExternalUrl(stop.ticketLink)
              return (
                <li key={stop.id} className="overflow-hidden rounded-xl border border-line bg-panel">
                  <div className="relative aspect-[16/10]">
                    <MediaImage filename={stop.image} alt={`${stop.city}: ${stop.venue}`} sizes="(min-width: 640px) 33vw, 100vw" fallback="♪" />
                  </div>
                  <div className="space-y-1 p-5">
                    <h3 className="text-lg font-black">{stop.city}</h3>
                    <p className="text-sm text-muted">{stop.venue}</p>
                    <p className="text-sm font-semibold text-accent">
                      <time dateTime={stop.date}>{formatInZone(stop.date, 'UTC', 'MMMM d, yyyy')}</time>
                    </p>
                    {tickets && (
                      <a href={tickets} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold hover:text-accent">
                        Tickets for {stop.city}
                      </a>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="mt-10 text-center">
            <Link href="/tour" className={buttonClass.outline}>
              SEE ALL TOUR DATES
            </Link>
          </div>
        </Section>
      )}

      <Section id="sponsorship" title="Sponsorship Packages" subtitle="Put your brand in front of thousands of fans.">
        <SponsorshipList sponsorships={sponsorships} variant="home" />
      </Section>

      {sections.map((section) => (
        <HomepageSectionBlock key={section.id} section={section} />
      ))}

      <section aria-labelledby="cta-heading" className="mx-auto max-w-5xl px-4 py-16">
        <div className="rounded-2xl bg-gradient-to-r from-[#3a2470] to-[#1d1640] px-6 py-12 text-center">
          <h2 id="cta-heading" className="font-display text-3xl font-black">
            Planning an event?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-zinc-200">
            Book an artist, plan a tour or partner with us. We reply within one business day.
          </p>
          <Link href="/contact" className={`${buttonClass.primary} mt-8`}>
            GET IN TOUCH
          </Link>
        </div>
      </section>
    </>
  )
}
