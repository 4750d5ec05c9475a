import { createHash } from 'node:crypto'

import { docsPageHtml } from '@/server/openapi/docs-page'

let page: Promise<{ body: string; etag: string }> | undefined

/**
 * The readable API reference: Swagger UI over /api/openapi.json. Its policy (this origin's files
 * only) comes with the site's other headers from next.config.ts.
 */
export async function GET(request: Request): Promise<Response> {
  page ??= docsPageHtml().then((body) => ({ body, etag: `"docs-${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` }))
  page.catch(() => {
    page = undefined
  })
  const { body, etag } = await page
  const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
