import { createHash } from 'node:crypto'

/**
 * The second Content-Security-Policy of a cached public page, made from its own HTML: it allows
 * exactly the inline scripts the page contains, by their SHA-256 hash, and frames only from the
 * https origins its own frames come from (the contact page's map).
 *
 * Public pages are cached whole, so they cannot carry a per-request nonce, and the inline scripts
 * Next.js writes (the page's data for hydration) differ from page to page. The policy of
 * next.config.ts therefore allows inline scripts (and any https frame on the contact page), and
 * this one, sent with it, narrows it: a browser enforces both. Next.js's page cache
 * (src/server/freshness/next-cache-handler.ts) adds it to every page it keeps; the first answer of a page
 * (a cache miss) is served from that same entry, so it has it too.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Scripts a browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i
const EXTERNAL = /\bsrc\s*=/i
const FRAME_SOURCE = /<iframe\b[^>]*?\ssrc\s*=\s*["']([^"']*)["']/gi

/** The `'sha256-…'` source of every inline script in the page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The https origins the page's own frames load from. */
export function frameOrigins(html: string): string[] {
  const origins = new Set<string>()
  for (const [, source] of html.matchAll(FRAME_SOURCE)) {
    try {
      const url = new URL(source.replaceAll('&amp;', '&'))
      if (url.protocol === 'https:') origins.add(url.origin)
    } catch {
      // not an absolute URL: nothing to allow
    }
  }
  return [...origins]
}

/** The second policy of a cached page, made from its HTML. */
export function pagePolicy(html: string): string {
  const frames = frameOrigins(html)
  return [
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}
