/**
 * Next.js's image optimiser (`/_next/image`) keeps every variant it makes on disk, keyed by its
 * source URL, and keeps serving a variant once its source is gone. Public pages ask it for
 * `/cms-api/media/file/NAME?v=VERSION` (src/components/site/media-image.tsx), VERSION being the
 * stored upload's own (src/server/media/versions.ts). The edge (src/server/edge/index.ts) answers
 * 404 to a request for any other version (of a file since replaced or deleted, or a made-up one
 * that would fill the disk with copies), and to any path of the optimiser's but its own, before the
 * optimiser sees it: a hidden or deleted image's kept variants are then served through no path.
 */

const MEDIA_FILE = '/cms-api/media/file/'

/** The optimiser's path, the only one the site's pages use. */
const OPTIMISER_PATH = '/_next/image'

/**
 * Whether a request (its canonical target: src/server/edge/canonical-path.ts) would reach the
 * image optimiser. Next.js's optimiser answers every path that starts with `/_next/image`
 * (`/_next/imagex`, `/_next/image;x`, `/_next/image.png`), so every one is guarded, in any case.
 */
export function isImageOptimiserRequest(requestUrl: string): boolean {
  return requestUrl.slice(0, OPTIMISER_PATH.length).toLowerCase() === OPTIMISER_PATH
}

/**
 * The upload and version an image optimiser request asks for, or null if it asks for anything
 * else, or through any path but the optimiser's own.
 */
export function requestedUpload(requestUrl: string): { filename: string; version: string } | null {
  try {
    const url = new URL(requestUrl, 'http://host')
    if (url.pathname !== OPTIMISER_PATH) return null
    const source = url.searchParams.get('url')
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
