import { unstable_cache } from 'next/cache'
import type { CollectionSlug, SelectType, Where } from 'payload'

import { inPreview, previewing, previewOptions } from '@/features/publishing/preview'
import { eventsFromTodayAtVenue } from '@/lib/calendar/dates'
import { ARTIST_EVENTS_LIMIT, EVENT_TYPES, FEED_EVENTS_LIMIT, HOME_LIST_LIMIT } from '@/lib/constants'
import { type EventPlaces, inFacets, placesOf } from '@/lib/events/places'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { shownArtists } from '@/lib/line-up'
import { type Facets, PUBLIC_LIST_PAGE_SIZE } from '@/lib/list-view'
import { photosOf } from '@/lib/media'
import { genreKey } from '@/lib/slug'
import type {
  Artist,
  ContactSetting,
  Event,
  FooterSetting,
  Gallery,
  HeroSection,
  HomepageSection,
  PremiumAccommodation,
  Sponsorship,
  TourLocation,
} from '@/payload-types'
import * as content from '@/server/content/homepage'
import { type MadeList, makeList } from '@/server/content/list-updates'
import { galleryOrder } from '@/server/content/resources'
import { reportIfDatabaseUnreachable } from '@/server/db/outage'
import { onContentChange } from '@/server/freshness/content-changes'
import { type ApiContext, localeOptions } from '@/server/http/context'
import { mediaVersionToken } from '@/server/media/versions'
import { getPayloadClient } from '@/server/runtime/payload'
import { processWide } from '@/server/runtime/process-state'

/**
 * Reads behind the public pages: always as an anonymous visitor (access rules applied), cached
 * under the collection's tag; the collection hooks expire the tag on every change (src/hooks).
 * Reads of texts visitors read take the page's language (docs/product.md#nepali-site): Nepali falls
 * back to English field by field. The language is one of the arguments, so each language is cached
 * on its own, and a change expires both.
 */

type Query = { where?: Where; sort?: string[]; limit?: number; select?: SelectType; locale?: Locale }

export type PageOf<T> = { docs: T[]; totalDocs: number; page: number; totalPages: number }

/** Public pages read as an anonymous visitor. */
async function anonymous(locale: Locale): Promise<ApiContext> {
  return { payload: await getPayloadClient(), user: null, locale }
}

/** How a public page reads a collection: as an anonymous visitor, the records alone, in its language (a staff member's preview: drafts). */
const asVisitor = (locale: Locale | undefined) => ({ depth: 0, overrideAccess: false, user: null, ...previewOptions(), ...localeOptions({ locale }) })

async function findPublic<T>(collection: CollectionSlug, { where, sort, limit, select, locale }: Query = {}): Promise<T[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where,
    sort,
    select,
    ...asVisitor(locale),
    ...(limit ? { limit, pagination: false } : { pagination: false }),
  })
  return result.docs as T[]
}

/** One page (PUBLIC_LIST_PAGE_SIZE items) of a public list, with the totals for its pager. */
async function findPublicPage<T>(collection: CollectionSlug, { where, sort, page, locale }: Query & { page: number }): Promise<PageOf<T>> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection, where, sort, page, limit: PUBLIC_LIST_PAGE_SIZE, ...asVisitor(locale) })
  return { docs: result.docs as T[], totalDocs: result.totalDocs, page: result.page ?? page, totalPages: result.totalPages }
}

async function findGlobalPublic<T>(slug: 'contact-settings' | 'footer-settings', locale: Locale): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth: 0, overrideAccess: false, user: null, ...localeOptions({ locale }) })) as T
}

/**
 * A read cached under its tags; a read that finds the database away reports the outage. A staff
 * member's preview reads afresh, the latest drafts (src/features/publishing/preview.ts). The same
 * read asked for again while it runs (renders side by side, or the renewal of an outdated copy:
 * src/server/freshness/stale-copies.ts) joins it rather than reading again, unless content
 * changed since it began.
 */
function cached<A extends unknown[], R>(tags: string[], name: string, fn: (...args: A) => Promise<R>) {
  const running = new Map<string, Promise<R>>()
  const read = async (...args: A): Promise<R> => {
    try {
      return await fn(...args)
    } catch (error) {
      reportIfDatabaseUnreachable(error)
      throw error
    }
  }
  // A read begun before a change is joined by no one after it.
  onContentChange(() => running.clear())
  const once = (...args: A): Promise<R> => {
    const key = JSON.stringify(args)
    const joined = running.get(key)
    if (joined) return joined
    const reading = read(...args).finally(() => {
      if (running.get(key) === reading) running.delete(key)
    })
    running.set(key, reading)
    return reading
  }
  const kept = unstable_cache(once, [name], { tags })
  return async (...args: A): Promise<R> => ((await previewing()) ? inPreview(() => read(...args)) : kept(...args))
}

export const listHomeArtists = cached(['artists'], 'artists:home', (locale: Locale) =>
  findPublic<Artist>('artists', { sort: ['id'], limit: HOME_LIST_LIMIT, locale }),
)

export const getPublicArtist = cached(['artists'], 'artists:one', async (locale: Locale, id: number) => {
  const [artist] = await findPublic<Artist>('artists', { where: { id: { equals: id } }, limit: 1, locale })
  return artist ?? null
})

/** A genre filter: its URL key, its name as first seen, and the artists of it. */
export type Genre = { key: string; label: string; artists: number[] }

/**
 * Genres of the public artists in first-seen order; spellings with one URL key share a filter.
 * The key comes from the English genre in every language, so a filter's address has the same
 * query in both (/artists?genre=folk, /ne/artists?genre=folk); its label is the page's language's
 * (a Nepali genre, or its English where none was entered). Each holds its artists' ids: a query on
 * the genre itself would miss the artists shown by their English genre.
 */
export const listArtistGenres = cached(['artists'], 'artists:genres', async (locale: Locale): Promise<Genre[]> => {
  const read = (language: Locale) => findPublic<Pick<Artist, 'id' | 'genre'>>('artists', { sort: ['id'], select: { genre: true }, locale: language })
  const [english, shown] = await Promise.all([read(DEFAULT_LOCALE), locale === DEFAULT_LOCALE ? null : read(locale)])
  const labels = new Map((shown ?? english).map(({ id, genre }) => [id, genre?.trim()]))
  const genres = new Map<string, Genre>()
  for (const { id, genre } of english) {
    const name = genre?.trim()
    if (!name) continue
    const key = genreKey(name)
    const entry = genres.get(key) ?? { key, label: labels.get(id) || name, artists: [] }
    entry.artists.push(id)
    genres.set(key, entry)
  }
  return [...genres.values()]
})

/** One page of public artists, all of them or those of one genre (its artists' ids). */
export const listArtistsPage = cached(['artists'], 'artists:page', (locale: Locale, ids: number[] | null, page: number) =>
  findPublicPage<Artist>('artists', { where: ids ? { id: { in: ids } } : undefined, sort: ['id'], page, locale }),
)

/**
 * The public artists, named and linked: the sitemap's entries, and the line-ups and performers of
 * events (src/lib/line-up.ts), which leave out any artist not here.
 */
export const listArtistLinks = cached(['artists'], 'artists:links', () =>
  findPublic<Pick<Artist, 'id' | 'name' | 'updatedAt'>>('artists', { sort: ['id'], select: { name: true, updatedAt: true } }),
)

/** The public artists by id: what line-ups show (src/lib/line-up.ts). */
export const listShownArtists = async () => shownArtists(await listArtistLinks())

/**
 * An artist's events from `since` on, in date order (their page's shows): those whose line-up
 * names them.
 */
export const listArtistEvents = cached(['events'], 'events:artist', (locale: Locale, artistId: number, sinceIso: string) =>
  findPublic<Event>('events', {
    where: { and: [{ artists: { in: [artistId] } }, { date: { greater_than_equal: sinceIso } }] },
    sort: ['date', 'id'],
    limit: ARTIST_EVENTS_LIMIT,
    locale,
  }),
)

/** Public events from `since` on, in date order, for the calendar feeds (at most FEED_EVENTS_LIMIT). */
export const listFeedEvents = cached(['events'], 'events:feed', (locale: Locale, sinceIso: string) =>
  findPublic<Event>('events', { where: { date: { greater_than_equal: sinceIso } }, sort: ['date', 'id'], limit: FEED_EVENTS_LIMIT, locale }),
)

/** Public events from `since` on, for the sitemap: only what a sitemap entry needs. */
export const listEventLinks = cached(['events'], 'events:links', (sinceIso: string) =>
  findPublic<Pick<Event, 'id' | 'updatedAt'>>('events', {
    where: { date: { greater_than_equal: sinceIso } },
    sort: ['date', 'id'],
    select: { updatedAt: true },
  }),
)

/** How many public events there are of each type (the events page's tabs). */
export const countEventsByType = cached(['events'], 'events:types', async () => {
  const payload = await getPayloadClient()
  const counts = await Promise.all(
    EVENT_TYPES.map(async (type) => {
      const { totalDocs } = await payload.count({
        collection: 'events',
        where: { eventType: { equals: type } },
        overrideAccess: false,
        user: null,
        ...previewOptions(),
      })
      return [type, totalDocs] as const
    }),
  )
  return counts.filter(([, count]) => count > 0)
})

/** One page of events from `since` on, soonest first, of every type or of one. */
export const listEventsPage = cached(['events'], 'events:page', (locale: Locale, type: Event['eventType'] | null, sinceIso: string, page: number) =>
  findPublicPage<Event>('events', {
    where: { and: [{ date: { greater_than_equal: sinceIso } }, ...(type ? [{ eventType: { equals: type } }] : [])] },
    sort: ['date', 'id'],
    page,
    locale,
  }),
)

/** One page of events before `until`, the latest first (the events page's Past view). */
export const listPastEventsPage = cached(['events'], 'events:past', (locale: Locale, untilIso: string, page: number) =>
  findPublicPage<Event>('events', { where: { date: { less_than: untilIso } }, sort: ['-date', '-id'], page, locale }),
)

/** What the events page narrows by, of each event still to come (or over), in the list's order. */
type EventStub = Pick<Event, 'id' | 'location' | 'date' | 'timezone' | 'eventType'>

/** The stubs last made of the events to come and of those over, with their cut: the next are made from them. */
const madeStubs = processWide('event-stubs', () => new Map<boolean, { cutIso: string; made: MadeList<EventStub> }>())

const listEventStubs = cached(['events'], 'events:stubs', async (past: boolean, cutIso: string): Promise<EventStub[]> => {
  const since: Where = { date: past ? { less_than: cutIso } : { greater_than_equal: cutIso } }
  const sort = past ? ['-date', '-id'] : ['date', 'id']
  const read = (where?: Where) =>
    findPublic<EventStub>('events', {
      where: where ? { and: [since, where] } : since,
      sort,
      select: { location: true, date: true, timezone: true, eventType: true },
    })
  // After an event's edit only the events changed are read again (src/server/content/list-updates.ts); a preview reads its drafts whole.
  let stubs: EventStub[]
  if (previewOptions().draft) stubs = await read()
  else {
    const previous = madeStubs.get(past)
    const made = await makeList(await getPayloadClient(), { slug: 'events', sort }, read, previous?.cutIso === cutIso ? previous.made : null)
    madeStubs.set(past, { cutIso, made })
    stubs = made.docs
  }
  // The search reaches a little past the cut; each venue's own day decides.
  const coming = new Set(eventsFromTodayAtVenue(stubs))
  return stubs.filter((event) => coming.has(event) !== past)
})

/** The countries, cities and months of the events still to come (or over): the events page's filters. */
export async function listEventPlaces(past: boolean, cutIso: string): Promise<EventPlaces> {
  return placesOf(await listEventStubs(past, cutIso))
}

const listEventsById = cached(['events'], 'events:by-id', (locale: Locale, ids: number[]) =>
  findPublic<Event>('events', { where: { id: { in: ids } }, locale }),
)

/**
 * One page of the events still to come (or over) of a type, in a country, a city or a month: the
 * matches are found among every event's place and date (a city's or a month's events are few
 * beside the whole list), and only the page's events are read whole.
 */
export async function listNarrowedEventsPage(
  locale: Locale,
  { type, past }: { type: Event['eventType'] | null; past: boolean },
  facets: Facets,
  cutIso: string,
  page: number,
): Promise<PageOf<Event>> {
  const matching = (await listEventStubs(past, cutIso)).filter((event) => (!type || event.eventType === type) && inFacets(event, facets))
  const ids = matching.slice((page - 1) * PUBLIC_LIST_PAGE_SIZE, page * PUBLIC_LIST_PAGE_SIZE).map((event) => event.id)
  const read = ids.length > 0 ? await listEventsById(locale, ids) : []
  const docs = ids.map((id) => read.find((event) => event.id === id)).filter((event): event is Event => event !== undefined)
  return { docs, totalDocs: matching.length, page, totalPages: Math.ceil(matching.length / PUBLIC_LIST_PAGE_SIZE) }
}

export const getPublicEvent = cached(['events'], 'events:one', async (locale: Locale, id: number) => {
  const [event] = await findPublic<Event>('events', { where: { id: { equals: id } }, limit: 1, locale })
  return event ?? null
})

/** Events from `since` on (the home page shows what is coming, not the oldest records). */
export const listEventsSince = cached(['events'], 'events:since', (locale: Locale, sinceIso: string, limit: number) =>
  findPublic<Event>('events', { where: { date: { greater_than_equal: sinceIso } }, sort: ['date', 'id'], limit, locale }),
)

/** One page of tours from `since` on, in date order. */
export const listToursPage = cached(['events'], 'tours:page', (locale: Locale, sinceIso: string, page: number) =>
  findPublicPage<Event>('events', {
    where: { and: [{ date: { greater_than_equal: sinceIso } }, { eventType: { equals: 'tour' } }] },
    sort: ['date', 'id'],
    page,
    locale,
  }),
)

/**
 * Galleries as visitors see them: their photos cut to the files still uploaded (staff may delete
 * an upload a gallery names), so that a count, a cover or a preview never stands for a missing
 * photo. One read of the media for all of them, as anonymous: a published gallery's photos are
 * publicly used, so an upload that is there is read.
 */
async function withUploadedPhotos(galleries: Gallery[]): Promise<Gallery[]> {
  const names = [...new Set(galleries.flatMap((gallery) => photosOf(gallery)))]
  if (names.length === 0) return galleries
  const uploads = await findPublic<{ filename?: string | null }>('media', {
    where: { filename: { in: names } },
    select: { filename: true },
    limit: names.length,
  })
  const uploaded = new Set(uploads.map((upload) => upload.filename))
  return galleries.map((gallery) => ({ ...gallery, photos: photosOf(gallery).filter((photo) => uploaded.has(photo)) }))
}

/**
 * One page of /gallery (docs/product.md#galleries): the galleries newest first by their event's
 * date, undated last. PostgreSQL puts a missing date first in a descending order, so the order is
 * made here over every gallery's id and date (a small read), and the page's galleries are read by id.
 */
export const listPublicGalleriesPage = cached(['galleries', 'media'], 'galleries:page', async (locale: Locale, page: number): Promise<PageOf<Gallery>> => {
  const all = galleryOrder(await findPublic<Pick<Gallery, 'id' | 'eventDate'>>('galleries', { select: { eventDate: true } }))
  const ids = all.slice((page - 1) * PUBLIC_LIST_PAGE_SIZE, page * PUBLIC_LIST_PAGE_SIZE).map((gallery) => gallery.id)
  const docs = ids.length === 0 ? [] : await findPublic<Gallery>('galleries', { where: { id: { in: ids } }, limit: ids.length, locale })
  const byId = new Map(docs.map((gallery) => [gallery.id, gallery]))
  return {
    docs: await withUploadedPhotos(ids.flatMap((id) => byId.get(id) ?? [])),
    totalDocs: all.length,
    page,
    totalPages: Math.ceil(all.length / PUBLIC_LIST_PAGE_SIZE),
  }
})

export const getPublicGallery = cached(['galleries', 'media'], 'galleries:one', async (locale: Locale, id: number) => {
  const [gallery] = await withUploadedPhotos(await findPublic<Gallery>('galleries', { where: { id: { equals: id } }, limit: 1, locale }))
  return gallery ?? null
})

/** The newest gallery of an event, if it has one (its page shows it). */
export const getEventGallery = cached(['galleries', 'media'], 'galleries:event', async (locale: Locale, eventId: number) => {
  const [gallery] = await withUploadedPhotos(
    await findPublic<Gallery>('galleries', { where: { eventId: { equals: eventId } }, sort: ['-id'], limit: 1, locale }),
  )
  return gallery ?? null
})

/** Public packages by priority ascending; SQL sorts a missing priority last (docs/product.md#sponsorship-page). */
export const listPublicSponsorships = cached(['sponsorships'], 'sponsorships:all', (locale: Locale) =>
  findPublic<Sponsorship>('sponsorships', { sort: ['priority', 'id'], locale }),
)

export const listHomeSponsorships = cached(['sponsorships'], 'sponsorships:home', (locale: Locale) =>
  findPublic<Sponsorship>('sponsorships', { sort: ['priority', 'id'], limit: HOME_LIST_LIMIT, locale }),
)

// The home page's derived lists use the same reads as the REST shim (src/server/content/homepage.ts).
export const getActiveHeroSection = cached(
  ['hero-sections'],
  'hero:active',
  async (locale: Locale) => (await content.getActiveHero(await anonymous(locale))) as unknown as HeroSection | null,
)

export const listActiveHomepageSections = cached(
  ['homepage-sections'],
  'sections:active',
  async (locale: Locale) => (await content.listActiveHomepageSections(await anonymous(locale))) as unknown as HomepageSection[],
)

export const listHomeTourLocations = cached(
  ['tour-locations'],
  'tour-locations:home',
  async (locale: Locale) => (await content.listHomepageTourLocations(await anonymous(locale), HOME_LIST_LIMIT)) as unknown as TourLocation[],
)

export const listHomeAccommodations = cached(
  ['premium-accommodations'],
  'accommodations:home',
  async (locale: Locale, limit: number) => (await content.listHomepageAccommodations(await anonymous(locale), limit)) as unknown as PremiumAccommodation[],
)

export const getContactSettings = cached(['contact-settings'], 'contact-settings', (locale: Locale) =>
  findGlobalPublic<ContactSetting>('contact-settings', locale),
)

export const getFooterSettings = cached(['footer-settings'], 'footer-settings', (locale: Locale) => findGlobalPublic<FooterSetting>('footer-settings', locale))

/**
 * What the public pages need of the upload stored under a file name: its version
 * (src/server/media/versions.ts) and the alt text staff gave it; null if there is none.
 */
export const getMediaFacts = cached(['media'], 'media:facts', async (filename: string): Promise<{ version: string; alt: string | null } | null> => {
  const [record] = await findPublic<{ id: number; filesize?: number | null; updatedAt: string; alt?: string | null }>('media', {
    where: { filename: { equals: filename } },
    select: { filesize: true, updatedAt: true, alt: true },
    limit: 1,
  })
  if (!record) return null
  return {
    version: mediaVersionToken({ id: record.id, filesize: record.filesize, updatedAtMs: Date.parse(record.updatedAt) }),
    alt: record.alt?.trim() || null,
  }
})
