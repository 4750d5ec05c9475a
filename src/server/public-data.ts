import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'

import type {
  Artist,
  ContactSetting,
  Event,
  FooterSetting,
  HeroSection,
  HomepageSection,
  PremiumAccommodation,
  Sponsorship,
  TourLocation,
} from '@/payload-types'
import { HOME_LIST_LIMIT } from '@/lib/constants'
import type { ApiContext } from '@/server/api/request'
import * as content from '@/server/content'
import { getPayloadClient } from '@/server/payload'

/**
 * Reads behind the public pages: always as an anonymous visitor (access rules applied), cached
 * under the collection's tag; the collection hooks expire the tag on every change (src/hooks).
 */

type Query = { where?: Where; sort?: string[]; limit?: number }

/** Public pages read as an anonymous visitor. */
async function anonymous(): Promise<ApiContext> {
  return { payload: await getPayloadClient(), user: null }
}

async function findPublic<T>(collection: CollectionSlug, { where, sort, limit }: Query = {}): Promise<T[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where,
    sort,
    depth: 0,
    overrideAccess: false,
    user: null,
    ...(limit ? { limit, pagination: false } : { pagination: false }),
  })
  return result.docs as T[]
}

async function findGlobalPublic<T>(slug: 'contact-settings' | 'footer-settings'): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth: 0, overrideAccess: false, user: null })) as T
}

function cached<A extends unknown[], R>(tags: string[], name: string, fn: (...args: A) => Promise<R>) {
  return unstable_cache(fn, [name], { tags })
}

export const listPublicArtists = cached(['artists'], 'artists:all', () =>
  findPublic<Artist>('artists', { sort: ['id'] }),
)

export const listHomeArtists = cached(['artists'], 'artists:home', () =>
  findPublic<Artist>('artists', { sort: ['id'], limit: HOME_LIST_LIMIT }),
)

export const getPublicArtist = cached(['artists'], 'artists:one', async (id: number) => {
  const [artist] = await findPublic<Artist>('artists', { where: { id: { equals: id } }, limit: 1 })
  return artist ?? null
})

export const listPublicEvents = cached(['events'], 'events:all', () =>
  findPublic<Event>('events', { sort: ['date', 'id'] }),
)

export const getPublicEvent = cached(['events'], 'events:one', async (id: number) => {
  const [event] = await findPublic<Event>('events', { where: { id: { equals: id } }, limit: 1 })
  return event ?? null
})

/** Events from `since` on (the home page shows what is coming, not the oldest records). */
export const listEventsSince = cached(['events'], 'events:since', (sinceIso: string, limit?: number, eventType?: Event['eventType']) =>
  findPublic<Event>('events', {
    where: { and: [{ date: { greater_than_equal: sinceIso } }, ...(eventType ? [{ eventType: { equals: eventType } }] : [])] },
    sort: ['date', 'id'],
    limit,
  }),
)

/** Public packages by priority ascending; SQL sorts a missing priority last (SPEC §2). */
export const listPublicSponsorships = cached(['sponsorships'], 'sponsorships:all', () =>
  findPublic<Sponsorship>('sponsorships', { sort: ['priority', 'id'] }),
)

export const listHomeSponsorships = cached(['sponsorships'], 'sponsorships:home', () =>
  findPublic<Sponsorship>('sponsorships', { sort: ['priority', 'id'], limit: HOME_LIST_LIMIT }),
)

// The home page's derived lists use the same reads as the REST shim (src/server/content.ts).
export const getActiveHeroSection = cached(['hero-sections'], 'hero:active', async () =>
  (await content.getActiveHero(await anonymous())) as unknown as HeroSection | null,
)

export const listActiveHomepageSections = cached(['homepage-sections'], 'sections:active', async () =>
  (await content.listActiveHomepageSections(await anonymous())) as unknown as HomepageSection[],
)

export const listHomeTourLocations = cached(['tour-locations'], 'tour-locations:home', async () =>
  (await content.listHomepageTourLocations(await anonymous(), HOME_LIST_LIMIT)) as unknown as TourLocation[],
)

export const listHomeAccommodations = cached(['premium-accommodations'], 'accommodations:home', async (limit: number) =>
  (await content.listHomepageAccommodations(await anonymous(), limit)) as unknown as PremiumAccommodation[],
)

export const getContactSettings = cached(['contact-settings'], 'contact-settings', () =>
  findGlobalPublic<ContactSetting>('contact-settings'),
)

export const getFooterSettings = cached(['footer-settings'], 'footer-settings', () =>
  findGlobalPublic<FooterSetting>('footer-settings'),
)
