import type { Where } from 'payload'

import { withPublicationStates } from '@/features/publishing/drafts'
import { previewOptions } from '@/features/publishing/preview'
import { type ApiDoc, type Resource, toApiDoc } from '@/server/content/resources'
import { type ApiContext, localeOptions } from '@/server/http/context'
import { notFound } from '@/server/http/errors'

/**
 * Reads a resource's records as the requesting user may see them, in display order. With `draft`
 * (staff, a resource with drafts), each record's latest draft with its `_state`.
 */
export async function listRecords(
  resource: Resource,
  context: ApiContext,
  { where, limit, draft = false }: { where?: Where; limit?: number; draft?: boolean } = {},
): Promise<ApiDoc[]> {
  const { payload, user, req } = context
  const latest = draft && Boolean(user)
  const result = await payload.find({
    collection: resource.slug,
    where,
    draft: latest,
    ...previewOptions(),
    ...localeOptions(context),
    sort: resource.sort,
    pagination: false,
    ...(limit ? { limit } : {}),
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  let docs = result.docs.map((doc) => toApiDoc(resource, doc))
  if (latest) docs = await withPublicationStates(context, resource.slug, docs)
  return resource.order ? resource.order(docs) : docs
}

/** One record as the requesting user may see it (with `draft`, as listRecords); 404 when it does not exist or is hidden. */
export async function findRecord(resource: Resource, context: ApiContext, id: number, { draft = false }: { draft?: boolean } = {}): Promise<ApiDoc> {
  const { payload, user } = context
  const latest = draft && Boolean(user)
  const doc = await payload.findByID({
    collection: resource.slug,
    id,
    draft: latest,
    ...localeOptions(context),
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!doc) throw notFound(resource.label)
  const record = toApiDoc(resource, doc)
  return latest ? (await withPublicationStates(context, resource.slug, [record]))[0] : record
}
