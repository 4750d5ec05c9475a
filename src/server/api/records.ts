import type { Where } from 'payload'

import { type ApiDoc, type Resource, toApiDoc } from '@/server/resources'

import { notFound } from './errors'
import type { ApiContext } from './request'

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
