import type { ApiContext } from '@/server/api/request'
import { listRecords } from '@/server/api/records'
import { type ApiDoc, resources } from '@/server/resources'

/**
 * The reads behind SPEC §7's derived lists, shared by the REST shim and the public pages.
 * Each runs as the given user with access rules applied.
 */

/** The single active hero: lowest priority number among active ones, ties to the newest. */
export async function getActiveHero(context: ApiContext): Promise<ApiDoc | null> {
  const { payload, user } = context
  const result = await payload.find({
    collection: 'hero-sections',
    where: { isActive: { equals: true } },
    sort: ['priority', '-createdAt', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return (result.docs[0] as unknown as ApiDoc | undefined) ?? null
}

/** Active homepage sections in display order. */
export const listActiveHomepageSections = (context: ApiContext) =>
  listRecords(resources.homepageSections, context, { where: { isActive: { equals: true } } })

/** Tour locations marked for the homepage, by priority (the first `limit` when given). */
export const listHomepageTourLocations = (context: ApiContext, limit?: number) =>
  listRecords(resources.tourLocations, context, { where: { displayOnHomepage: { equals: true } }, limit })

/** Premium accommodations marked for the homepage, by priority (the first `limit` when given). */
export const listHomepageAccommodations = (context: ApiContext, limit?: number) =>
  listRecords(resources.premiumAccommodations, context, { where: { displayOnHomepage: { equals: true } }, limit })
