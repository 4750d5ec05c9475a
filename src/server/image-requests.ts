import { beforeNextJs } from '@/server/request-hooks'
import { storedFileVersion } from '@/server/uploads'

/**
 * Next.js's image optimiser (`/_next/image`) keeps every variant it makes on disk, keyed by its
 * source URL, and keeps serving a variant once its source is gone. Public pages ask it for
 * `/cms-api/media/file/NAME?v=VERSION` (src/components/site/media-image.tsx), VERSION being the
 * stored file's own (src/server/uploads.ts). A request for any other version (of a file since
 * replaced or deleted, or a made-up one that would fill the disk with copies) is answered 404
 * here, before the optimiser sees it.
 */

const MEDIA_FILE = '/cms-api/media/file/'

/** Whether an image optimiser request asks for the current version of a stored upload. */
export function isCurrentImageRequest(requestUrl: string): boolean {
  try {
    const source = new URL(requestUrl, 'http://host').searchParams.get('url')
    if (!source?.startsWith(MEDIA_FILE)) return false
    const parsed = new URL(source, 'http://host')
    const version = parsed.searchParams.get('v')
    if (version === null || [...parsed.searchParams.keys()].length !== 1) return false
    return version === storedFileVersion(decodeURIComponent(parsed.pathname.slice(MEDIA_FILE.length)))
  } catch {
    return false
  }
}

/** Once per process, at start-up (src/instrumentation.ts), in front of Next.js (src/server/request-hooks.ts). */
export function refuseOutdatedImageRequests(): void {
  beforeNextJs('image-requests', (req, res) => {
    if (!req.url?.startsWith('/_next/image?') || isCurrentImageRequest(req.url)) return false
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    res.end('Not found')
    return true
  })
}
