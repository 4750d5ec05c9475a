import { createHash } from 'node:crypto'

import config from '@payload-config'

import { buildOpenApiDocument } from '@/server/openapi/document'

/** Built once per process: the document follows from the code and config, which a build fixes. */
let document: Promise<{ body: string; etag: string }> | undefined

function built() {
  document ??= (async () => {
    const body = JSON.stringify(await buildOpenApiDocument(await config))
    return { body, etag: `"openapi-${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` }
  })()
  document.catch(() => {
    document = undefined
  })
  return document
}

/** The OpenAPI 3.1 document of every /api route (src/server/openapi/document.ts). */
export async function GET(request: Request): Promise<Response> {
  const { body, etag } = await built()
  const headers = { ETag: etag, 'Cache-Control': 'public, no-cache', 'Access-Control-Allow-Origin': '*' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}
