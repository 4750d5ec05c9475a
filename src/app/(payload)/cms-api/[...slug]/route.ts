/* Payload's own REST API at /cms-api, guarded by the same access rules as /api. */
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { PayloadRequest } from 'payload'

import { ACTIVITY_CONTEXT, doorOf } from '@/features/activity/log'
import { restoreVersion } from '@/features/publishing/history'
import { hasDrafts } from '@/features/publishing/states'
import { editLock, resourceOf } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { toErrorResponse } from '@/server/http/errors'
import { apiContext } from '@/server/http/request'
import config from '@payload-config'

type Handler = ReturnType<typeof REST_POST>

const notFound = (message = 'Not Found') => Response.json({ errors: [{ message }] }, { status: 404 })

/**
 * What this door serves, and 404 for the rest: the version routes of a collection or global that
 * keeps no versions (Payload's own collections among them: the jobs queue, locks, preferences),
 * which Payload met with 500, and the routes Payload has no handler for (its migrations table), which
 * it answered 501 with the server's own address.
 */
function withKnownRoutes(handler: Handler): Handler {
  return async (request, args) => {
    const { slug = [] } = (await args.params) as { slug?: string[] }
    const global = slug[0] === 'globals'
    const [name, part] = global ? [slug[1], slug[2]] : [slug[0], slug[1]]
    // Payload matches its routes' words in any case (`/VERSIONS`).
    if (part?.toLowerCase() === 'versions') {
      const { collections, globals } = await config
      const entity = global ? globals.find((candidate) => candidate.slug === name) : collections.find((candidate) => candidate.slug === name)
      if (entity && !entity.versions) return notFound(`The ${global ? 'global' : 'collection'} ${name} keeps no versions.`)
    }
    const response = await handler(request, args)
    return response.status === 501 ? notFound() : response
  }
}

/** Payload's "POST read as a GET" (`X-Payload-HTTP-Method-Override: GET`): a read, whatever its method says. */
const readAsGet = (request: Request) =>
  (request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override'))?.toUpperCase() === 'GET'

const unreadable = (message: string) => Response.json({ errors: [{ message: `The request body could not be read: ${message}` }] }, { status: 400 })

const parsesAsJson = (text: string) => {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return null
  }
}

/**
 * A body Payload could not read was met with 500, or with a 400 logged as a server error: JSON
 * that is not JSON, a multipart body without its boundary, cut short or malformed, its `_payload`
 * part (the /cms panel's fields) not JSON, or Payload's "POST read as a GET"
 * (`X-Payload-HTTP-Method-Override: GET`, the panel's long list queries) with a JSON body that is
 * not an object. Each is refused here with 400 and the reason, read once in advance (bodies are at
 * most 10 MB, src/server/edge/door-rules.ts).
 */
function withReadableBody(handler: Handler): Handler {
  return async (request, args) => {
    const type = request.headers.get('content-type') ?? ''
    if (/^application\/json\b/i.test(type)) {
      const text = await request.clone().text()
      const parsed = text === '' ? { value: undefined } : parsesAsJson(text)
      if (readAsGet(request) && (typeof parsed?.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))) {
        return Response.json(
          { errors: [{ message: 'A POST read as a GET takes a JSON object, or the query form-encoded (application/x-www-form-urlencoded).' }] },
          { status: 400 },
        )
      }
      if (!parsed) return unreadable('it is not JSON.')
    } else if (/^multipart\//i.test(type)) {
      const form = await request
        .clone()
        .formData()
        .catch(() => null)
      if (!form) return unreadable('send multipart/form-data with its boundary and every part whole.')
      const fields = form.get('_payload')
      if (typeof fields === 'string' && !parsesAsJson(fields)) return unreadable('its _payload part is not JSON.')
    }
    return handler(request, args)
  }
}

/**
 * The session is the HttpOnly cookie alone: Payload's answers on accounts (sign-in, `me`, renewal,
 * first account, reset) also carried its token in JSON, where a page's script could read it. They
 * answer without it here (programs use API keys; the /cms panel reads the account and its expiry).
 */
function withoutSessionTokens(handler: Handler): Handler {
  return async (request, args) => {
    const response = await handler(request, args)
    const { slug = [] } = (await args.params) as { slug?: string[] }
    if (slug[0] !== 'users' || !(response.headers.get('content-type') ?? '').startsWith('application/json')) return response
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    if (typeof body !== 'object' || body === null || !('token' in body || 'refreshedToken' in body)) return response
    const { token: _token, refreshedToken: _refreshed, ...rest } = body as Record<string, unknown>
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(JSON.stringify(rest), { status: response.status, statusText: response.statusText, headers })
  }
}

/**
 * A restore (`POST /cms-api/{collection}/versions/{version}`, the /cms panel's Restore) does what
 * /api's restore does (src/features/publishing/history.ts): the version becomes the record's latest draft,
 * under its edit lock, logged as a restore of that version, and what visitors read changes only
 * when it is published. Payload's own copied the version's publication mark too, so restoring a
 * draft version took a published record down. The panel's Restore of a published version (not
 * "as draft", `?draft=true`) then publishes it, as the panel promises, logged as a publish.
 */
function withOneRestore(handler: Handler): Handler {
  return async (request, args) => {
    const { slug = [] } = (await args.params) as { slug?: string[] }
    const [collection, part, versionId] = slug
    const resource = resourceOf(collection)
    if (slug.length !== 3 || part.toLowerCase() !== 'versions' || !resource || !hasDrafts(resource.slug) || readAsGet(request)) return handler(request, args)
    let signedIn = false
    try {
      const context = await apiContext(request)
      const { payload, user } = context
      signedIn = user !== null
      if (!user) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
      const id = Number(versionId)
      const version =
        Number.isSafeInteger(id) && id > 0
          ? await payload.findVersionByID({ collection: resource.slug, id: String(id), depth: 0, overrideAccess: false, user, disableErrors: true })
          : null
      if (!version) return notFound()
      const parent = Number(typeof version.parent === 'object' && version.parent !== null ? (version.parent as { id: unknown }).id : version.parent)
      // Logged as done through this door (or the /cms panel, as every change made there is).
      const door = doorOf({ url: request.url, headers: request.headers, context: {} } as unknown as PayloadRequest)
      await restoreVersion(resource, context, parent, id, { door })
      const publish = new URL(request.url).searchParams.get('draft') !== 'true' && (version.version as { _status?: unknown })._status === 'published'
      if (publish) {
        await inTransaction(
          payload,
          user,
          (req) =>
            payload.update({
              collection: resource.slug,
              id: parent,
              data: { _status: 'published' },
              depth: 0,
              overrideAccess: false,
              user,
              req,
              context: { [ACTIVITY_CONTEXT]: { action: 'publish', door } },
            }),
          { lock: editLock(resource, parent) },
        )
      }
      const doc = await payload.findByID({ collection: resource.slug, id: parent, draft: true, depth: 0, overrideAccess: false, user })
      return Response.json({ ...doc, message: publish ? 'Restored and published.' : 'Restored as the latest draft: publish it to show it to visitors.' })
    } catch (error) {
      // The same refusals as /api's (a missing version, a database away), in this door's shape.
      const answer = toErrorResponse(error, { signedIn })
      const { message } = (await answer.json()) as { message: string }
      const retryAfter = answer.headers.get('retry-after')
      return Response.json({ errors: [{ message }] }, { status: answer.status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} })
    }
  }
}

export const GET = withKnownRoutes(withoutSessionTokens(REST_GET(config)))
export const POST = withKnownRoutes(withoutSessionTokens(withReadableBody(withOneRestore(REST_POST(config)))))
export const DELETE = withKnownRoutes(REST_DELETE(config))
export const PATCH = withKnownRoutes(withReadableBody(REST_PATCH(config)))
export const PUT = withKnownRoutes(withReadableBody(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
