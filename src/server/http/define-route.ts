import type { NextRequest } from 'next/server'
import type { CollectionSlug, GlobalSlug } from 'payload'
import type { z } from 'zod'

import type { User } from '@/payload-types'

import { requireAdmin } from './admin-only'
import { type ApiContext } from './context'
import { HttpError } from './errors'
import { apiRoute } from './handler'
import { parseId, parseJsonBody, requireUser } from './request'

/**
 * One /api operation, declared once: its method and path, who may call it, the body and query it
 * takes and the answers it gives. `defineRoute` makes the Next.js handler from it (enforcing the
 * access, the id, the query and the body before `handle` runs); src/server/openapi/document.ts
 * makes the OpenAPI document from the same declarations, error answers derived from the access,
 * the body and the edge's door rules.
 */

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

/**
 * Who may call: `anyone` (a session or an API key optional), `signing-in` (anyone; credentials are
 * not asked for), signed-in `staff`, `admin`s only, or visitors as far as a collection's own read
 * rule lets them (Payload applies it; staff read everything).
 */
export type Access = 'anyone' | 'signing-in' | 'staff' | 'admin' | { visitorsRead: CollectionSlug }

export type JsonSchema = { [key: string]: unknown }

/** A JSON answer's shape: a zod schema, a record of the data model (by slug, as the handlers shape it), or a JSON Schema. */
export type Shape = z.ZodTypeAny | { entity: CollectionSlug | GlobalSlug; list?: true; orNull?: true } | { json: JsonSchema }

export type HeaderDoc = { description: string; type: 'integer' | 'string' }

export type Answer = {
  description: string
  /** The JSON body, when there is one. */
  shape?: Shape
  /** A body of another media type: media type -> JSON Schema. */
  media?: Record<string, JsonSchema>
  headers?: Record<string, HeaderDoc>
  /** An error answer's example body (what the server says). */
  example?: unknown
}

/** A request body: JSON parsed with a zod schema (named as a component), or a multipart form the handler reads. */
export type BodyDeclaration<B> =
  | {
      schema: z.ZodType<B, z.ZodTypeDef, unknown>
      name?: string
      example?: (now: Date) => unknown
      /** Looks at the body as sent, before the schema drops unknown keys: for keys that must be refused, not dropped. */
      refuse?: (body: Record<string, unknown>) => void
    }
  | { multipart: JsonSchema }

export type QueryDeclaration<Q> = {
  /** Parsed from the query string's parameters (each a string). */
  schema: z.ZodType<Q, z.ZodTypeDef, unknown>
  /** The message of the 400 a malformed query answers; its fields' messages go in `errors`. */
  refusal: string
}

export type RouteInput<B, Q> = {
  request: NextRequest
  context: ApiContext
  user: User | null
  /** The `{id}` of the path, parsed (0 when the path has none). */
  id: number
  params: Record<string, string>
  body: B
  query: Q
}

export type RouteDeclaration<B = unknown, Q = unknown> = {
  method: Method
  path: `/api/${string}`
  operationId: string
  tag: string
  summary: string
  description?: string
  access: Access
  /** The label of the record `{id}` names: ids other than positive 32-bit integers answer `${label} not found`. */
  id?: string
  /** Path parameters other than `{id}`, for the document. */
  params?: z.AnyZodObject
  query?: QueryDeclaration<Q>
  /** A check that comes before the body is read, such as the record's existence (a missing record answers 404 whatever the body). */
  before?: (input: { context: ApiContext; id: number }) => Promise<unknown>
  body?: BodyDeclaration<B>
  /** Success answers, and error answers the handler itself gives (409, or a more particular 400/401/403/413). */
  answers: Record<number, Answer>
  /** Served without asking who calls nor touching the database (this reference's own files). */
  bare?: true
  handle: (input: RouteInput<B, Q>) => Promise<Response>
}

type RouteContext = { params: Promise<Record<string, string>> }
export type RouteHandler = (request: NextRequest, route: RouteContext) => Promise<Response>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table holds routes of every body and query type
export type Route = RouteDeclaration<any, any> & { handler: RouteHandler }

/** Whoever the access allows, or the 401/403 refusal. */
function allowed(access: Access, context: ApiContext): User | null {
  if (access === 'staff') return requireUser(context)
  if (access === 'admin') return requireAdmin(context)
  return context.user
}

/** The query string as its declaration parses it; a malformed one answers 400 naming each parameter at fault. */
function parseQuery<Q>(request: NextRequest, { schema, refusal }: QueryDeclaration<Q>): Q {
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  throw new HttpError(
    400,
    refusal,
    errors.filter((error, i) => errors.findIndex((other) => other.path === error.path) === i),
  )
}

/** The declaration with the handler that enforces it. */
export function defineRoute<B = undefined, Q = undefined>(declaration: RouteDeclaration<B, Q>): Route {
  const { access, id, query, body, handle } = declaration
  const handler: RouteHandler = declaration.bare
    ? async (request, route) =>
        handle({ request, context: undefined as never, user: null, id: 0, params: (await route?.params) ?? {}, body: undefined as B, query: undefined as Q })
    : apiRoute<Record<string, string>>(async (request, context, params) => {
        const user = allowed(access, context)
        const recordId = id ? parseId(params.id ?? '', id) : 0
        const parsedQuery = query ? parseQuery(request, query) : (undefined as Q)
        await declaration.before?.({ context, id: recordId })
        const parsedBody = body && 'schema' in body ? await parseJsonBody(request, body.schema, body.refuse) : (undefined as B)
        return handle({ request, context, user, id: recordId, params, query: parsedQuery, body: parsedBody })
      })
  return { ...declaration, handler }
}

/** Looks up the handler of `METHOD /path` in a table; a route file naming one that is not declared fails as it loads. */
