import type { PayloadRequest } from 'payload'

import { ACTIVITY_RESOURCES, type ActivityResource } from '@/features/activity/entries'
import { ACTIVITY_CONTEXT, recordActivity, recordName } from '@/features/activity/log'
import { hasDrafts } from '@/features/publishing/states'
import { expireTag } from '@/hooks/revalidate'
import type { MoveDirection } from '@/schemas/sponsorship'
import { listRecords } from '@/server/content/records'
import { type ApiDoc, type Resource, rankValue } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { type ApiContext } from '@/server/http/context'
import { notFound } from '@/server/http/errors'
import { requireUser } from '@/server/http/request'

/**
 * New rank values for a list whose items keep their slots' values: the values stay in place and
 * the items move, so a swap of neighbours with different values is a plain exchange. Where values
 * tie (or fall), later ones are bumped just enough that the order is strict, so a move between
 * equal neighbours still changes the order.
 */
export function strictRanks(values: number[]): number[] {
  const out: number[] = []
  for (const value of values) {
    const previous = out[out.length - 1]
    out.push(previous !== undefined && value <= previous ? previous + 1 : value)
  }
  return out
}

/**
 * Moves one record of a ranked list up or down by one place, in one transaction: reorders are
 * atomic (docs/product.md#states-and-transitions). At either end nothing changes. Answers the list
 * in its new order.
 */
export async function moveRecord(resource: Resource & { rankField: string }, context: ApiContext, id: number, direction: MoveDirection): Promise<ApiDoc[]> {
  const user = requireUser(context)
  const { payload } = context
  // Moves of one list queue up instead of interleaving.
  return inTransaction(
    payload,
    user,
    async (req) => {
      const read = { payload, user, req }
      const docs = await listRecords(resource, read)
      const index = docs.findIndex((doc) => doc.id === id)
      if (index === -1) throw notFound(resource.label)
      const target = direction === 'up' ? index - 1 : index + 1
      if (target >= 0 && target < docs.length) {
        const moved = [...docs]
        ;[moved[index], moved[target]] = [moved[target], moved[index]]
        const ranks = strictRanks(docs.map((doc) => rankValue(doc, resource.rankField)))
        // One move is one act in the activity log, however many places it rewrites.
        req.context[ACTIVITY_CONTEXT] = { quiet: true }
        for (const [position, doc] of moved.entries()) {
          if (doc[resource.rankField] === ranks[position]) continue
          if (hasDrafts(resource.slug)) await setRankKeepingDrafts(resource, doc.id, ranks[position], req)
          else {
            await payload.update({
              collection: resource.slug,
              id: doc.id,
              data: { [resource.rankField]: ranks[position] },
              depth: 0,
              overrideAccess: false,
              user,
              req,
            })
          }
        }
        if (hasDrafts(resource.slug)) expireTag(resource.slug, req.context)
        delete req.context[ACTIVITY_CONTEXT]
        const name = recordName(payload.collections[resource.slug].config, docs[index])
        await recordActivity(req, {
          action: 'update',
          resource: resource.slug as ActivityResource,
          recordId: id,
          summary: `Moved ${ACTIVITY_RESOURCES[resource.slug as ActivityResource].toLowerCase()} ${name} ${direction}`,
        })
      }
      return listRecords(resource, read)
    },
    { lock: `order:${resource.slug}` },
  )
}

/**
 * A record's place in a list with drafts, changed where it is read: its own row (what visitors
 * see) and its latest version (what staff edit and may publish later). A change through Payload
 * would publish the latest draft, or take a published record down, with it; a place in the list
 * is no change of content, so no version is added. The caller checked the user may edit it.
 */
async function setRankKeepingDrafts(resource: Resource & { rankField: string }, id: number, rank: number, req: PayloadRequest): Promise<void> {
  const { db } = req.payload
  await db.updateOne({ collection: resource.slug, id, data: { [resource.rankField]: rank }, req, returning: false })
  const { docs } = await db.findVersions({
    collection: resource.slug,
    where: { parent: { equals: id }, latest: { equals: true } },
    limit: 1,
    pagination: false,
    req,
  })
  const latest = docs[0]
  if (!latest) return
  await db.updateVersion({
    collection: resource.slug,
    id: latest.id,
    versionData: { ...latest, version: { ...(latest.version as object), [resource.rankField]: rank } } as never,
    req,
    returning: false,
  })
}
