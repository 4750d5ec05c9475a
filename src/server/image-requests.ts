/**
 * Next.js's image optimiser (`/_next/image`) keeps every variant it makes on disk, keyed by its
 * source URL, and keeps serving a variant once its source is gone. Public pages ask it for
 * `/cms-api/media/file/NAME?v=VERSION` (src/components/site/media-image.tsx), VERSION being the
 * stored upload's own (src/server/media-versions.ts). The edge (src/server/edge/index.ts) answers
 * 404 to a request for any other version (of a file since replaced or deleted, or a made-up one
 * that would fill the disk with copies), before the optimiser sees it.
 */

const MEDIA_FILE = '/cms-api/media/file/'

/** Whether a request (its canonical target: src/server/edge/canonical-path.ts) is for the image optimiser, in any case. */
export function isImageOptimiserRequest(requestUrl: string): boolean {
  return /^\/_next\/image(?:[/?]|$)/i.test(requestUrl)
}

/** The upload and version an image optimiser request asks for, or null if it asks for anything else. */
export function requestedUpload(requestUrl: string): { filename: string; version: string } | null {
  try {
    const source = new URL(requestUrl, 'http://host').searchParams.get('url')
    if (!source?.startsWith(MEDIA_FILE)) return null
    const parsed = new URL(source, 'http://host')
    const version = parsed.searchParams.get('v')
    if (version === null || [...parsed.searchParams.keys()].length !== 1) return null
    const filename = decodeURIComponent(parsed.pathname.slice(MEDIA_FILE.length))
    return filename && !filename.includes('/') ? { filename, version } : null
  } catch {
    return null
  }
}
