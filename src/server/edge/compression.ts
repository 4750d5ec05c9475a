import type { OutgoingHttpHeaders } from 'node:http'

/** Answers smaller than this are not worth compressing. */
const MIN_GZIP_BYTES = 1024
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i

/** Whether Accept-Encoding allows gzip (named or by `*`, with a quality above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  let allowed = false
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim())
    const quality = params.find((param) => param.startsWith('q='))
    const ok = !quality || Number(quality.slice(2)) > 0
    if (coding === 'gzip') return ok
    if (coding === '*') allowed = ok
  }
  return allowed
}

/**
 * Whether an answer with these headers is worth gzipping: text of some length (unknown while it
 * streams) that is not encoded already.
 */
export function worthGzipping(headers: OutgoingHttpHeaders, length?: number): boolean {
  if (headers['content-encoding'] !== undefined) return false
  const declared = headers['content-length'] === undefined ? length : Number(headers['content-length'])
  if (declared !== undefined && declared < MIN_GZIP_BYTES) return false
  return COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
}

/** The ETag of the gzipped body, told apart from the plain one's. */
export function gzipTag(etag: string): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-gzip"` : `${etag}-gzip`
}

/**
 * The one of `tags` that an If-None-Match header names (a list; `W/` compares weakly, as RFC 9110
 * asks of If-None-Match; `*` names any), or undefined.
 */
export function heldTag(ifNoneMatch: string | null | undefined, tags: string[]): string | undefined {
  if (!ifNoneMatch) return undefined
  const held = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (held.includes('*')) return tags[0]
  return tags.find((tag) => held.includes(tag))
}
