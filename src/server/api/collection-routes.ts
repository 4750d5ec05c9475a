import { NextResponse } from 'next/server'
import type { Where } from 'payload'

import { type ApiDoc, type Resource, toApiDoc } from '@/server/resources'
import { inTransaction } from '@/server/transaction'

import { notFound } from './errors'
import { apiRoute } from './handler'
import { listAnswer } from './list-answer'
import type { ApiContext } from './request'
import { parseId, parseJsonBody, requireUser } from './request'

type IdParams = { id: string }

/** Reads a resource's records as the requesting user may see them, in display order. */
export async function listRecords(
  resource: Resource,
  { payload, user, req }: ApiContext,
  where?: Where,
  limit?: number,
): Promise<ApiDoc[]> {
  const result = await payload.find({
    collection: resource.slug,
    where,
    sort: resource.sort,
    pagination: false,
    ...(limit ? { limit } : {}),
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const docs = result.docs.map((doc) => toApiDoc(resource, doc))
  return resource.order ? resource.order(docs) : docs
}

/** GET list and POST create for one documented resource. */
export function collectionListRoutes(resource: Resource) {
  return {
    GET: apiRoute(async (request, context) => listAnswer(request, resource, context, () => listRecords(resource, context))),
    POST: apiRoute(async (request, context) => {
      const user = requireUser(context)
      const data = await parseJsonBody(request, resource.createSchema)
      const doc = await inTransaction(context.payload, user, (req) =>
        context.payload.create({ collection: resource.slug, data, depth: 0, overrideAccess: false, user, req }),
      )
      return NextResponse.json(toApiDoc(resource, doc), { status: 201 })
    }),
  }
}

/** One record as the requesting user may see it; 404 when it does not exist or is hidden. */
export async function findRecord(resource: Resource, { payload, user }: ApiContext, id: number): Promise<ApiDoc> {
  const doc = await payload.findByID({
    collection: resource.slug,
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!doc) throw notFound(resource.label)
  return toApiDoc(resource, doc)
}

/**
 * The lock an edit of one record takes: the whole list's for ranked lists, whose moves rewrite
 * several records (src/server/ordering.ts), else the record's own.
 */
const editLock = (resource: Resource, id: number) => (resource.rankField ? `order:${resource.slug}` : `record:${resource.slug}:${id}`)

/** GET, PATCH and DELETE of one record of a documented resource. */
export function collectionItemRoutes(resource: Resource) {
  return {
    GET: apiRoute<IdParams>(async (_request, context, params) =>
      NextResponse.json(await findRecord(resource, context, parseId(params.id, resource.label))),
    ),
    PATCH: apiRoute<IdParams>(async (request, context, params) => {
      const user = requireUser(context)
      const id = parseId(params.id, resource.label)
      await findRecord(resource, context, id)
      const data = await parseJsonBody(request, resource.updateSchema)
      // Payload writes back the whole record it read: edits of one record queue up so none is lost.
      const doc = await inTransaction(
        context.payload,
        user,
        (req) => context.payload.update({ collection: resource.slug, id, data, depth: 0, overrideAccess: false, user, req }),
        { lock: editLock(resource, id) },
      )
      return NextResponse.json(toApiDoc(resource, doc))
    }),
    DELETE: apiRoute<IdParams>(async (_request, context, params) => {
      const user = requireUser(context)
      const id = parseId(params.id, resource.label)
      await findRecord(resource, context, id)
      await inTransaction(context.payload, user, (req) =>
        context.payload.delete({ collection: resource.slug, id, depth: 0, overrideAccess: false, user, req }),
      )
      return new Response(null, { status: 204 })
    }),
  }
}
