/* Payload's own REST API at /cms-api, guarded by the same access rules as /api. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

type Handler = ReturnType<typeof REST_POST>

/**
 * Payload's "POST read as a GET" (`X-Payload-HTTP-Method-Override: GET`, which the /cms panel
 * sends, form-encoded, for long list queries) reads a JSON body outside its own error handling:
 * one it cannot read failed with 500. It is refused here with 400 instead.
 */
function withReadableOverride(handler: Handler): Handler {
  return async (request, args) => {
    const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
    if (override === 'GET' && request.headers.get('content-type') === 'application/json') {
      const body: unknown = await request
        .clone()
        .json()
        .catch(() => undefined)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return Response.json({ errors: [{ message: 'A POST read as a GET takes a JSON object, or the query form-encoded (application/x-www-form-urlencoded).' }] }, { status: 400 })
      }
    }
    return handler(request, args)
  }
}

export const GET = REST_GET(config)
export const POST = withReadableOverride(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
