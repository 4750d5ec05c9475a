import { NextResponse } from 'next/server'
import type { GlobalSlug } from 'payload'
import type { z } from 'zod'

import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { inTransaction } from '@/server/db/transaction'
import { type ApiContext, localeOptions } from '@/server/http/context'
import { type Answer, defineRoute, type Route } from '@/server/http/define-route'
import { inLocale, localeQueryDeclaration } from '@/server/http/locale'
import { demoExample } from '@/server/openapi/examples'

export type GlobalResource = {
  slug: GlobalSlug
  label: string
  schema: z.ZodTypeAny
  listFields?: readonly string[]
  /** Read and changed by admins only (else anyone reads it and staff change it). */
  adminsOnly?: boolean
  /** Its texts have a value per language (docs/api.md#languages-locale): its calls take `?locale=`. */
  localized?: true
}

const adminOnly = { description: 'Signed in as an editor: only admins read and change these settings' }

/**
 * A settings record as answered: its fields, list fields never null, without Payload's
 * `globalType` and row `id` (the record is named by its path alone, so the answer has one shape
 * before and after its first save).
 */
function toApiGlobal(resource: GlobalResource, doc: object) {
  const { globalType: _globalType, id: _id, ...fields } = doc as Record<string, unknown>
  for (const field of resource.listFields ?? []) {
    if (!Array.isArray(fields[field])) fields[field] = []
  }
  return fields
}

/** The settings record as the requesting user may read it (GET /api/{settings}, docs/api.md#calls). */
export async function readGlobal(resource: GlobalResource, context: ApiContext) {
  const { payload, user } = context
  const doc = await payload.findGlobal({ slug: resource.slug, depth: 0, overrideAccess: false, user, ...localeOptions(context) })
  return toApiGlobal(resource, doc)
}

/**
 * GET and PATCH of a single settings record (docs/product.md#entities-and-fields): anyone reads it
 * and staff change it, or admins alone do both; PATCH answers the saved record.
 */
export function globalRoutes(resource: GlobalResource): Route[] {
  const { slug, label } = resource
  const path = `/api/${slug}` as const
  const lower = label.toLowerCase()
  const record = { entity: slug }
  const restricted: Record<number, Answer> = resource.adminsOnly ? { 403: adminOnly } : {}
  // Settings whose texts visitors read take ?locale= (src/server/http/locale.ts).
  const query = resource.localized ? localeQueryDeclaration : undefined
  return [
    defineRoute({
      method: 'GET',
      path,
      tag: slug,
      operationId: `get-${slug}`,
      summary: `The ${lower}`,
      access: resource.adminsOnly ? 'admin' : 'anyone',
      query,
      answers: { 200: { description: `The ${lower}`, shape: record }, ...restricted },
      handle: async ({ context, query }) => NextResponse.json(await readGlobal(resource, inLocale(context, query))),
    }),
    defineRoute({
      method: 'PATCH',
      path,
      tag: slug,
      operationId: `update-${slug}`,
      summary: `Change the ${lower}`,
      description: 'Only the fields sent change.',
      access: resource.adminsOnly ? 'admin' : 'staff',
      query,
      body: {
        schema: resource.schema,
        name: `${label.replace(/\s+(\w)/g, (_m, letter: string) => letter.toUpperCase())}Update`,
        example: (now) => demoExample(slug, now),
      },
      answers: { 200: { description: `The saved ${lower}`, shape: record }, ...restricted },
      handle: async ({ body, context, user, query }) => {
        const locale = query?.locale ?? DEFAULT_LOCALE
        const doc = await inTransaction(context.payload, user, (req) =>
          context.payload.updateGlobal({ slug, data: body as object, locale, depth: 0, overrideAccess: false, user, req }),
        )
        return NextResponse.json(toApiGlobal(resource, doc))
      },
    }),
  ]
}
