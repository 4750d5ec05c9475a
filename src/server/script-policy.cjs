// The Content-Security-Policy that allows exactly the inline scripts of one HTML page, by their
// SHA-256 hash. Used where a page's HTML is known but a per-request nonce cannot be: cached pages
// (src/server/page-cache.cjs) and the 503 pages of a database outage (src/server/database-outage.ts).
// Plain CommonJS: Next.js loads the page cache at run time, outside the bundles.
const { createHash } = require('node:crypto')

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Scripts a browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i
const EXTERNAL = /\bsrc\s*=/i

/** The `'sha256-…'` source of every inline script in the page, in order of appearance. */
function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * A second policy for the page, sent next to the site's own: a browser enforces both, so an
 * inline script runs only when its hash is listed here.
 */
function scriptPolicy(html) {
  return `script-src 'self' ${inlineScriptHashes(html).join(' ')}; object-src 'none'; base-uri 'self'`
}

module.exports = { inlineScriptHashes, scriptPolicy }
