import { NextResponse } from 'next/server'

import { docsAsset, isDocsAsset } from '@/server/openapi/docs-page'

type Params = { params: Promise<{ asset: string }> }

/** The reference page's own scripts and styles (Swagger UI's, from the installed package, and ours). */
export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { asset: name } = await params
  if (!isDocsAsset(name)) return NextResponse.json({ message: 'Not found' }, { status: 404 })
  const asset = await docsAsset(name)
  const etag = `"${asset.version}"`
  // Requested by its current version (the page's links are): kept for a year.
  const current = new URL(request.url).searchParams.get('v') === asset.version
  const headers = { ETag: etag, 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, no-cache' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(asset.body), { headers: { ...headers, 'Content-Type': asset.contentType } })
}
