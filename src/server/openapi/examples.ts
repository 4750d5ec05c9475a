import {
  demoAccommodations,
  demoArtists,
  demoBackstageGallery,
  demoContactMessage,
  demoContactSettings,
  demoEventDate,
  demoFileName,
  demoFooterSettings,
  demoHeroSection,
  demoHomepageSection,
  demoObjectives,
  demoPhotographerCredit,
  demoSchedule,
  demoSponsorships,
  demoTourLocationDate,
} from '@/seed/demo-content'

/**
 * The API reference's examples: the demo content (src/seed/demo-content.ts), as the seed run on
 * `now` stores it, and accounts that name neither the site nor each other.
 */

/** Each record's example, by collection or settings slug. */
export function demoExample(slug: string, now: Date): Record<string, unknown> | undefined {
  return demoExamples(now)[slug]
}

function demoExamples(now: Date): Record<string, Record<string, unknown>> {
  const schedule = demoSchedule(now)
  const [artist] = demoArtists
  const [event] = schedule.events
  const [sponsorship] = demoSponsorships
  const [location] = schedule.tourLocations
  const [accommodation] = demoAccommodations
  const backstage = demoBackstageGallery(now)
  const { day: _day, localTime: _time, ...eventFields } = event
  const { day: _locationDay, ...locationFields } = location
  return {
    artists: { status: 'active', ...artist, profilePhoto: demoFileName(artist.name) },
    events: { ...eventFields, date: demoEventDate(event), bannerImage: demoFileName(event.title) },
    sponsorships: { ...sponsorship, image: demoFileName(sponsorship.packageName) },
    galleries: {
      ...backstage,
      photographerCredit: demoPhotographerCredit,
      photos: [1, 2, 3].map((i) => demoFileName(`${backstage.eventName} photo ${i}`)),
    },
    'event-objectives': { ...demoObjectives[0], position: 1 },
    'hero-sections': { ...demoHeroSection, backgroundImage: demoFileName('Hero stage') },
    'tour-locations': { ...locationFields, date: demoTourLocationDate(location), image: demoFileName(`${location.city} venue`) },
    'homepage-sections': demoHomepageSection,
    'premium-accommodations': { ...accommodation, image: demoFileName(accommodation.title) },
    'contact-messages': demoContactMessage,
    'contact-settings': demoContactSettings,
    'footer-settings': demoFooterSettings,
  }
}

/** A new staff account, and signing in as it. */
export const demoAccount = { username: 'tashi.editor', email: 'tashi@example.com', password: 'copper-kettle-morning-58', role: 'editor' }
export const demoLogin = { login: demoAccount.username, password: demoAccount.password }
/** The first admin of a fresh install. */
export const demoFirstAdmin = { username: 'pema.admin', email: 'pema@example.com', password: 'granite-river-lantern-31' }
