import { NextResponse } from 'next/server'
import type { GlobalSlug } from 'payload'
import type { z } from 'zod'

import { inTransaction } from '@/server/transaction'

import { apiRoute } from './handler'
import { type ApiContext, parseJsonBody, requireUser } from './request'

type GlobalResource = { slug: GlobalSlug; schema: z.ZodTypeAny; listFields?: readonly string[] }

function toApiGlobal(resource: GlobalResource, doc: object) {
  const { globalType: _globalType, ...fields } = doc as Record<string, unknown>
  for (const field of resource.listFields ?? []) {
    if (!Array.isArray(fields[field])) fields[field] = []
  }
  return fields
}

/** The settings record as the requesting user may read it (SPEC §7 GET /api/{settings}). */
export async function readGlobal(resource: GlobalResource, { payload, user }: ApiContext) {
  const doc = await payload.findGlobal({ slug: resource.slug, depth: 0, overrideAccess: false, user })
  return toApiGlobal(resource, doc)
}

/** GET and PATCH of a single settings record; PATCH answers the saved record. */
export function globalRoutes(resource: GlobalResource) {
  return {
    GET: apiRoute(async (_request, context) => NextResponse.json(await readGlobal(resource, context))),
    PATCH: apiRoute(async (request, context) => {
      const user = requireUser(context)
      const data = await parseJsonBody(request, resource.schema)
      const doc = await inTransaction(context.payload, user, (req) =>
        context.payload.updateGlobal({ slug: resource.slug, data, depth: 0, overrideAccess: false, user, req }),
      )
      return NextResponse.json(toApiGlobal(resource, doc))
    }),
  }
}
