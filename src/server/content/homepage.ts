import type { Where } from 'payload'

import { previewOptions } from '@/features/publishing/preview'
import { listRecords } from '@/server/content/records'
import { type ApiDoc, resources, toApiDoc } from '@/server/content/resources'
import { type ApiContext, localeOptions } from '@/server/http/context'

/**
 * The reads behind the homepage's derived lists (docs/api.md#calls), shared by the REST shim and
 * the public pages. Each runs as the given user with access rules applied (a staff member's
 * preview: the latest drafts).
 */

/**
 * What is live: published records only, for staff too (a draft hero is not the active one); a
 * staff member's preview reads the latest drafts instead.
 */
const live = (where: Where): Where => (previewOptions().draft ? where : { and: [where, { _status: { equals: 'published' } }] })

/** The single active hero: lowest priority number among active ones, ties to the newest. */
export async function getActiveHero(context: ApiContext): Promise<ApiDoc | null> {
  const { payload, user } = context
  const result = await payload.find({
    collection: 'hero-sections',
    where: live({ isActive: { equals: true } }),
    sort: ['priority', '-createdAt', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
    ...previewOptions(),
    ...localeOptions(context),
  })
  const [hero] = result.docs
  return hero ? toApiDoc(resources.heroSections, hero) : null
}

/** Active homepage sections in display order. */
export const listActiveHomepageSections = (context: ApiContext) =>
  listRecords(resources.homepageSections, context, { where: live({ isActive: { equals: true } }) })

/** Tour locations marked for the homepage, by priority (the first `limit` when given). */
export const listHomepageTourLocations = (context: ApiContext, limit?: number) =>
  listRecords(resources.tourLocations, context, { where: live({ displayOnHomepage: { equals: true } }), limit })

/** Premium accommodations marked for the homepage, by priority (the first `limit` when given). */
export const listHomepageAccommodations = (context: ApiContext, limit?: number) =>
  listRecords(resources.premiumAccommodations, context, { where: live({ displayOnHomepage: { equals: true } }), limit })
