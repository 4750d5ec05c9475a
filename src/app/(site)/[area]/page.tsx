import { ArtistCard } from '@/components/site/cards/artist-card'
import { EventList } from '@/components/site/cards/event-card'
import { Hero } from '@/components/site/cards/hero'
import { HomepageSectionBlock } from '@/components/site/cards/homepage-section'
import { SponsorshipList } from '@/components/site/cards/sponsorship-card'
import { JsonLd } from '@/components/site/json-ld'
import { FramedImage } from '@/components/site/media-image'
import { pageLocale } from '@/components/site/page-locale'
import { ButtonLink, Section } from '@/components/site/section'
import { safeExternalUrl } from '@/components/site/social-icons'
import { contactDetails } from '@/features/contact/details'
import { publicAnchorOf } from '@/features/publishing/states'
import { BRAND } from '@/lib/brand'
import { HOME_LIST_LIMIT } from '@/lib/constants'
import { fill, messagesFor } from '@/lib/i18n'
import { formatUtcDay } from '@/lib/i18n/format'
import { pageMetadata } from '@/lib/seo'
import { organizationJsonLd } from '@/lib/structured-data'
import {
  getActiveHeroSection,
  getContactSettings,
  listActiveHomepageSections,
  listShownArtists,
  listEventsSince,
  listHomeArtists,
  listHomeSponsorships,
  listHomeTourLocations,
} from '@/server/content/public-data'

type Props = { params: Promise<{ area: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  const { site, home } = messagesFor(locale)
  return pageMetadata({ title: fill(home.title, { brand: BRAND.name }), description: site.blurb, path: '/', locale })
}

/** The start of the current hour: a stable cache key that still drops past events promptly. */
function startOfHourIso(): string {
  const now = new Date()
  now.setMinutes(0, 0, 0)
  return now.toISOString()
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = messagesFor(locale)
  const [hero, artists, events, tourLocations, sponsorships, sections, contact, shown] = await Promise.all([
    getActiveHeroSection(locale),
    listHomeArtists(locale),
    listEventsSince(locale, startOfHourIso(), HOME_LIST_LIMIT),
    listHomeTourLocations(locale),
    listHomeSponsorships(locale),
    listActiveHomepageSections(locale),
    getContactSettings(locale),
    listShownArtists(),
  ])

  return (
    <>
      <JsonLd data={organizationJsonLd(contactDetails(contact), locale)} />
      <Hero hero={hero} locale={locale} />

      <Section
        id="artists"
        title={t.home.artistsTitle}
        subtitle={t.home.artistsSubtitle}
        more={{ href: '/artists', text: t.home.viewAllArtists, look: 'primary', locale }}
      >
        {artists.length === 0 ? (
          <p className="text-center text-muted">{t.artists.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {artists.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} variant="home" locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="events" title={t.home.eventsTitle} subtitle={t.home.eventsSubtitle}>
        {events.length === 0 ? (
          <p className="text-center text-muted">{t.events.empty}</p>
        ) : (
          <EventList events={events} artists={shown} className="grid gap-6 lg:grid-cols-3" locale={locale} />
        )}
      </Section>

      {tourLocations.length > 0 && (
        <Section
          id="tour"
          title={t.home.tourTitle}
          subtitle={t.home.tourSubtitle}
          more={{ href: '/tour', text: t.home.seeAllTourDates, look: 'outline', locale }}
        >
          <ul className="grid gap-6 sm:grid-cols-3">
            {tourLocations.map((stop) => {
              const tickets = safeExternalUrl(stop.ticketLink)
              return (
                <li
                  key={stop.id}
                  id={publicAnchorOf('tour-locations', stop.id)}
                  className="scroll-mt-24 overflow-hidden rounded-xl border border-line bg-panel"
                >
                  <FramedImage
                    frame="aspect-[16/10]"
                    filename={stop.image}
                    alt={`${stop.city}: ${stop.venue}`}
                    sizes="(min-width: 640px) 33vw, 100vw"
                    fallback="♪"
                  />
                  <div className="space-y-1 p-5">
                    <h3 className="text-lg font-black">{stop.city}</h3>
                    <p className="text-sm text-muted">{stop.venue}</p>
                    <p className="text-sm font-semibold text-accent">
                      <time dateTime={stop.date}>{formatUtcDay(stop.date, locale)}</time>
                    </p>
                    {tickets && (
                      <a href={tickets} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold hover:text-accent">
                        {fill(t.home.ticketsFor, { city: stop.city })}
                      </a>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        </Section>
      )}

      <Section id="sponsorship" title={t.home.sponsorshipTitle} subtitle={t.home.sponsorshipSubtitle}>
        <SponsorshipList sponsorships={sponsorships} variant="home" locale={locale} />
      </Section>

      {sections.map((section) => (
        <HomepageSectionBlock key={section.id} section={section} locale={locale} />
      ))}

      <section aria-labelledby="cta-heading" className="mx-auto max-w-5xl px-4 py-16">
        <div className="rounded-2xl bg-gradient-to-r from-[#3a2470] to-[#1d1640] px-6 py-12 text-center">
          <h2 id="cta-heading" className="font-display text-3xl font-black">
            {t.home.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-zinc-200">{t.home.ctaText}</p>
          <ButtonLink href="/contact" text={t.home.getInTouch} look="primary" locale={locale} className="mt-8" />
        </div>
      </section>
    </>
  )
}
