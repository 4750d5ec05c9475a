import type { CollectionSlug, Payload, RequestContext } from 'payload'

import {
  demoAccommodations,
  demoArtists,
  demoBackstageGallery,
  demoContactSettings,
  demoEventDate,
  demoEventGallery,
  demoFileName,
  demoFooterSettings,
  demoHeroSection,
  demoHomepageSection,
  demoNepaliTexts,
  demoObjectives,
  demoPhotographerCredit,
  demoSchedule,
  demoSponsorships,
  demoTourLocationDate,
  inEnglish,
} from './demo-content'
import { posterPng } from './posters'

const CONTENT: CollectionSlug[] = [
  'artists',
  'events',
  'sponsorships',
  'galleries',
  'event-objectives',
  'hero-sections',
  'tour-locations',
  'homepage-sections',
  'premium-accommodations',
]

/** Seeding never touches a database that has content. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  for (const collection of CONTENT) {
    const { totalDocs } = await payload.count({ collection })
    if (totalDocs > 0) return false
  }
  return true
}

// The seed acts for the operator (no request, no user); it skips cache expiry outside a server.
const asOperator: { depth: 0; context: RequestContext } = { depth: 0, context: { disableRevalidate: true } }

/** A record is created in English; its Nepali texts follow, as staff add them (docs/architecture.md#data-model). */
async function addNepali(payload: Payload, collection: CollectionSlug, id: number, texts: Record<string, unknown>): Promise<void> {
  await payload.update({ collection, id, data: texts, locale: 'ne', ...asOperator })
}

async function uploadPoster(payload: Payload, name: string, seed: number): Promise<string> {
  const data = await posterPng(seed)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: demoFileName(name), size: data.length },
    ...asOperator,
  })
  return doc.filename ?? ''
}

/** Fills an empty database with the demo agency's content, dated from `now` (the seed day). */
export async function seedDemoContent(payload: Payload, now: Date = new Date()): Promise<void> {
  if (!(await isDatabaseEmpty(payload))) {
    payload.logger.info('The database already has content: the seed changes nothing.')
    return
  }
  const schedule = demoSchedule(now)
  let seed = 1
  const artistIds = new Map<string, number>()
  for (const artist of demoArtists) {
    const profilePhoto = await uploadPoster(payload, artist.name, seed++)
    const made = await payload.create({ collection: 'artists', data: { status: 'active', ...inEnglish(artist), profilePhoto }, ...asOperator })
    await addNepali(payload, 'artists', made.id, artist.ne)
    artistIds.set(artist.name, made.id)
  }
  const events = []
  for (const demoEvent of schedule.events) {
    const { day: _day, localTime: _time, lineUp = [], ...event } = inEnglish(demoEvent)
    const bannerImage = await uploadPoster(payload, event.title, seed++)
    const artists = lineUp.map((name) => artistIds.get(name)!)
    const made = await payload.create({ collection: 'events', data: { ...event, artists, date: demoEventDate(demoEvent), bannerImage }, ...asOperator })
    await addNepali(payload, 'events', made.id, demoEvent.ne)
    events.push({ ...made, demo: demoEvent })
  }
  for (const sponsorship of demoSponsorships) {
    const image = await uploadPoster(payload, sponsorship.packageName, seed++)
    const made = await payload.create({ collection: 'sponsorships', data: { ...inEnglish(sponsorship), image }, ...asOperator })
    await addNepali(payload, 'sponsorships', made.id, sponsorship.ne)
  }
  const pastEvents = events.filter((event) => event.status === 'past').slice(0, 2)
  const galleries = [...pastEvents.map(({ id, date, demo }) => ({ eventId: id, eventDate: date, ...demoEventGallery(demo) })), demoBackstageGallery(now)]
  for (const gallery of galleries) {
    const photos = []
    for (let i = 1; i <= 3; i++) photos.push(await uploadPoster(payload, `${gallery.eventName} photo ${i}`, seed++))
    const made = await payload.create({
      collection: 'galleries',
      data: { ...inEnglish(gallery), photos, photographerCredit: demoPhotographerCredit },
      ...asOperator,
    })
    await addNepali(payload, 'galleries', made.id, gallery.ne)
  }
  for (const [position, objective] of demoObjectives.entries()) {
    const made = await payload.create({ collection: 'event-objectives', data: { ...inEnglish(objective), position: position + 1 }, ...asOperator })
    await addNepali(payload, 'event-objectives', made.id, objective.ne)
  }
  const hero = await payload.create({
    collection: 'hero-sections',
    data: { ...demoHeroSection, backgroundImage: await uploadPoster(payload, 'Hero stage', seed++) },
    ...asOperator,
  })
  await addNepali(payload, 'hero-sections', hero.id, demoNepaliTexts.hero)
  for (const demoLocation of schedule.tourLocations) {
    const { day: _day, ...location } = inEnglish(demoLocation)
    const image = await uploadPoster(payload, `${location.city} venue`, seed++)
    const made = await payload.create({ collection: 'tour-locations', data: { ...location, date: demoTourLocationDate(demoLocation), image }, ...asOperator })
    await addNepali(payload, 'tour-locations', made.id, demoLocation.ne)
  }
  for (const accommodation of demoAccommodations) {
    const image = await uploadPoster(payload, accommodation.title, seed++)
    const made = await payload.create({ collection: 'premium-accommodations', data: { ...inEnglish(accommodation), image }, ...asOperator })
    await addNepali(payload, 'premium-accommodations', made.id, accommodation.ne)
  }
  const section = await payload.create({ collection: 'homepage-sections', data: demoHomepageSection, ...asOperator })
  await addNepali(payload, 'homepage-sections', section.id, demoNepaliTexts.homepageSection)
  await payload.updateGlobal({ slug: 'contact-settings', data: demoContactSettings, ...asOperator })
  await payload.updateGlobal({ slug: 'contact-settings', data: demoNepaliTexts.contactSettings, locale: 'ne', ...asOperator })
  await payload.updateGlobal({ slug: 'footer-settings', data: demoFooterSettings, ...asOperator })
  await payload.updateGlobal({ slug: 'footer-settings', data: demoNepaliTexts.footerSettings, locale: 'ne', ...asOperator })
  payload.logger.info('Demo content added.')
}
