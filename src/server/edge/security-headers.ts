/**
 * Security headers (docs/security.md#headers), in one place: next.config.ts sends them on every
 * response, and src/proxy.ts gives the staff screens a per-request nonce. Nothing here may import
 * through `@/`: next.config.ts loads it.
 *
 * Scripts: the staff screens (rendered per request) allow only scripts carrying that request's
 * nonce. The public pages are cached whole and shared by every visitor, so a nonce would be the
 * same for all and worthless, and Next.js's inline data scripts differ per page so they cannot be
 * listed by hash: public pages allow inline scripts from this origin, and rely on React escaping
 * every text (tests/e2e/site/xss.e2e.spec.ts) with everything else locked down.
 */

// Relative: next.config.ts loads this file, and its loader knows no path aliases.
import { MAP_SERVICES } from '../../lib/map-embed'

type Header = { key: string; value: string }

const directives = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ')

function basePolicy(https: boolean): Record<string, string> {
  return {
    'default-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'frame-src': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    ...(https ? { 'upgrade-insecure-requests': '' } : {}),
  }
}

/** The origins of the map services the contact page may frame (src/lib/map-embed.ts). */
const MAP_FRAMES = MAP_SERVICES.map((service) => service.origin).join(' ')

/** The public pages' policy; the contact page may frame its map, from an offered map service only. */
export function publicContentSecurityPolicy({ https, map }: { https: boolean; map: boolean }): string {
  return directives({ ...basePolicy(https), 'script-src': "'self' 'unsafe-inline'", ...(map ? { 'frame-src': MAP_FRAMES } : {}) })
}

/** The staff screens' policy: only this request's scripts run. */
export function staffContentSecurityPolicy({ https, nonce, development }: { https: boolean; nonce: string; development: boolean }): string {
  // `next dev` evaluates modules with eval for fast refresh; production never does.
  const script = `'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`
  // The contact screen previews the map the public contact page will frame.
  return directives({ ...basePolicy(https), 'script-src': script, 'frame-src': MAP_FRAMES })
}

/**
 * The API reference page (/api/docs, src/server/openapi/docs-page.ts): it has no inline script or
 * style, so it runs this origin's files only, and frames nothing.
 */
export function apiReferenceContentSecurityPolicy({ https }: { https: boolean }): string {
  return directives({
    'default-src': "'none'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    ...(https ? { 'upgrade-insecure-requests': '' } : {}),
  })
}

/**
 * Uploaded files (/cms-api/media/file/...), SVG included: shown as images, never as a document
 * that could run a script on this origin.
 */
export const UPLOADED_FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Headers on every response. HSTS only when the site is served over https (SITE_URL). */
export function securityHeaders({ https }: { https: boolean }): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ]
}
