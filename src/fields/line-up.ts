import type { Field, Payload, Validate } from 'payload'

import { INT32_MAX, LINE_UP_MAX } from '@/lib/constants'

/** The id of a related record as Payload may hold it: the id, or the record read at some depth. */
const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Which of these artists a visitor sees (active and published): read as an anonymous visitor, in
 * a request of its own (a staff member's would count their access). Line-ups and e-mail alerts
 * (src/features/alerts/subscriptions.ts) name only these.
 */
export async function artistsVisitorsSee(payload: Payload, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'artists',
    where: { id: { in: ids } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  return new Set(docs.map((doc) => doc.id))
}

/**
 * A line-up names artists a visitor can see: each artist added exists, is active and published,
 * as an anonymous visitor reads them, on every door (/api, /cms-api, the Local API). One already on
 * the line-up stays when later archived (the public pages leave out whom visitors cannot see).
 */
const artistsOnTheSite: Validate = async (value, { req, previousValue }) => {
  if (value === null || value === undefined) return true
  if (!Array.isArray(value)) return 'Artists must be a list of artist ids'
  const ids = value.map(idOf)
  if (ids.length > LINE_UP_MAX) return `A line-up names at most ${LINE_UP_MAX} artists`
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= INT32_MAX)) return 'Name each artist by id (a whole number)'
  if (new Set(ids).size !== ids.length) return 'Name each artist once'
  const before = new Set(Array.isArray(previousValue) ? previousValue.map(idOf) : [])
  const added = ids.filter((id) => !before.has(id))
  if (added.length === 0) return true
  const shown = await artistsVisitorsSee(req.payload, added as number[])
  const missing = (added as number[]).filter((id) => !shown.has(id))
  return missing.length === 0 ? true : `No artist on the public site has the id ${missing.join(', ')}`
}

/** An event's line-up (docs/product.md#line-ups): the agency's artists who perform, in order; optional. */
export const lineUpField: Field = {
  name: 'artists',
  type: 'relationship',
  relationTo: 'artists',
  hasMany: true,
  maxRows: LINE_UP_MAX,
  admin: { description: 'The line-up, in order: artists shown on the public site' },
  validate: artistsOnTheSite,
}
