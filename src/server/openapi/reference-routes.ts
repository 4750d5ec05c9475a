import { createHash } from 'node:crypto'

import { NextResponse } from 'next/server'
import { z } from 'zod'

import { apiRoutes } from '@/server/api/routes'
import { heldTag } from '@/server/edge/compression'
import { defineRoute, type Route } from '@/server/http/define-route'
import config from '@payload-config'

import { DOCS_ASSET_NAMES, docsAsset, docsPageHtml, isDocsAsset } from './docs-page'
import { buildOpenApiDocument } from './document'

type Served = { body: string; etag: string }
const NOT_MODIFIED = { 304: { description: 'Unchanged since the ETag sent in `If-None-Match`' } }
const TEXT = { type: 'string' }

/** Built once per process: the document follows from the code and config, which a build fixes. */
let document: Promise<Served> | undefined
let page: Promise<Served> | undefined

function once(make: () => Promise<string>, prefix: string): Promise<Served> {
  const served = make().then((body) => ({ body, etag: `"${prefix}-${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` }))
  served.catch(() => {
    if (prefix === 'openapi') document = undefined
    else page = undefined
  })
  return served
}

/** A kept body, or 304 to a request that names its ETag. */
function answer(request: Request, { body, etag }: Served, contentType: string, extra: Record<string, string> = {}): Response {
  const headers = { ETag: etag, 'Cache-Control': 'public, no-cache', ...extra }
  if (heldTag(request.headers.get('if-none-match'), [etag])) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': contentType } })
}

/** This reference: the OpenAPI document of every route (this table's too) and the page that renders it. */
export const referenceRoutes: readonly Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'reference',
    operationId: 'openapi',
    summary: 'This OpenAPI document',
    access: 'anyone',
    bare: true,
    answers: {
      200: {
        description: 'The OpenAPI 3.1 document',
        headers: { ETag: { description: "The document's version", type: 'string' } },
        shape: {
          json: {
            type: 'object',
            properties: { openapi: { type: 'string', const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' }, components: { type: 'object' } },
            required: ['openapi', 'info', 'paths'],
          },
        },
      },
      ...NOT_MODIFIED,
    },
    handle: async ({ request }) => {
      document ??= once(async () => JSON.stringify(await buildOpenApiDocument(await config, allRoutes)), 'openapi')
      return answer(request, await document, 'application/json; charset=utf-8', { 'Access-Control-Allow-Origin': '*' })
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/docs',
    tag: 'reference',
    operationId: 'docs',
    summary: 'The readable reference (this page)',
    description: "Swagger UI over /api/openapi.json. Its policy (this origin's files only) comes with the site's other headers from next.config.ts.",
    access: 'anyone',
    bare: true,
    answers: { 200: { description: 'An HTML page that renders this document', media: { 'text/html': TEXT } }, ...NOT_MODIFIED },
    handle: async ({ request }) => {
      page ??= once(docsPageHtml, 'docs')
      return answer(request, await page, 'text/html; charset=utf-8')
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/docs/{asset}',
    tag: 'reference',
    operationId: 'docs-asset',
    summary: "The reference page's scripts and styles",
    description: 'Served from this origin, so the page runs under a policy that allows nothing else. With `?v=` naming the current version, kept for a year.',
    access: 'anyone',
    bare: true,
    params: z.object({ asset: z.enum(DOCS_ASSET_NAMES as [string, ...string[]]) }),
    answers: {
      200: { description: 'The file', media: { 'text/css': TEXT, 'text/javascript': TEXT } },
      ...NOT_MODIFIED,
      404: { description: 'No such file' },
    },
    handle: async ({ request, params }) => {
      if (!isDocsAsset(params.asset)) return NextResponse.json({ message: 'Not found' }, { status: 404 })
      const asset = await docsAsset(params.asset)
      const etag = `"${asset.version}"`
      // Requested by its current version (the page's links are): kept for a year.
      const current = new URL(request.url).searchParams.get('v') === asset.version
      const headers = { ETag: etag, 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, no-cache' }
      if (heldTag(request.headers.get('if-none-match'), [etag])) return new Response(null, { status: 304, headers })
      return new Response(new Uint8Array(asset.body), { headers: { ...headers, 'Content-Type': asset.contentType } })
    },
  }),
]

/** Every /api operation: the document describes exactly these. */
export const allRoutes: readonly Route[] = [...apiRoutes, ...referenceRoutes]
