import * as demo from '@/seed/demo-content'

/**
 * The API reference's examples: the demo content (src/seed/demo-content.ts), as the seed run on
 * `now` stores it, and accounts that name neither the site nor each other.
 */

/** Each record's example, by collection or settings slug. */
export function demoExample(slug: string, now: Date): Record<string, unknown> | undefined {
  return demoExamples(now)[slug]
}

function demoExamples(now: Date): Record<string, Record<string, unknown>> {
  const schedule = demo.demoSchedule(now)
  // Each as it is created, in English (its Nepali texts are written with ?locale=ne after).
  const artist = demo.inEnglish(demo.demoArtists[0])
  const [event] = schedule.events
  const sponsorship = demo.inEnglish(demo.demoSponsorships[0])
  const [location] = schedule.tourLocations
  const accommodation = demo.inEnglish(demo.demoAccommodations[0])
  const backstage = demo.inEnglish(demo.demoBackstageGallery(now))
  const { day: _day, localTime: _time, lineUp: _lineUp, ...eventFields } = demo.inEnglish(event)
  const { day: _locationDay, ...locationFields } = demo.inEnglish(location)
  return {
    artists: { status: 'active', ...artist, profilePhoto: demo.demoFileName(artist.name) },
    events: { ...eventFields, date: demo.demoEventDate(event), bannerImage: demo.demoFileName(event.title) },
    sponsorships: { ...sponsorship, image: demo.demoFileName(sponsorship.packageName) },
    galleries: {
      ...backstage,
      photographerCredit: demo.demoPhotographerCredit,
      photos: [1, 2, 3].map((i) => demo.demoFileName(`${backstage.eventName} photo ${i}`)),
    },
    'event-objectives': { ...demo.inEnglish(demo.demoObjectives[0]), position: 1 },
    'hero-sections': { ...demo.demoHeroSection, backgroundImage: demo.demoFileName('Hero stage') },
    'tour-locations': { ...locationFields, date: demo.demoTourLocationDate(location), image: demo.demoFileName(`${location.city} venue`) },
    'homepage-sections': demo.demoHomepageSection,
    'premium-accommodations': { ...accommodation, image: demo.demoFileName(accommodation.title) },
    'contact-messages': demo.demoContactMessage,
    'contact-settings': demo.demoContactSettings,
    'footer-settings': demo.demoFooterSettings,
    'notification-settings': { recipients: ['bookings@himalayanbeats.example', 'manager@himalayanbeats.example'], acknowledge: true },
  }
}

/** A new staff account, and signing in as it. */
export const demoAccount = { username: 'tashi.editor', email: 'tashi@example.com', password: 'copper-kettle-morning-58', role: 'editor' }
export const demoLogin = { login: demoAccount.username, password: demoAccount.password }
/** The first admin of a fresh install. */
export const demoFirstAdmin = { username: 'pema.admin', email: 'pema@example.com', password: 'granite-river-lantern-31' }
