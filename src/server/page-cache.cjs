// Next.js's own page cache (kept in memory: next.config.ts `isrFlushToDisk: false`), with one
// addition: every cached page carries a second Content-Security-Policy that allows exactly the
// inline scripts it contains, by their SHA-256 hash.
//
// Public pages are cached whole, so they cannot carry a per-request nonce; and the inline scripts
// Next.js writes (the page's data for hydration) differ from page to page. The policy of
// next.config.ts therefore allows inline scripts, and this one, added to the same response, narrows
// it: a browser enforces both, so an inline script runs only when its hash is listed here.
// The first answer of a page (a cache miss) is served from this same entry, so it has it too.
//
// Loaded by Next.js at run time (next.config.ts `cacheHandler`), hence plain CommonJS.
const { createHash } = require('node:crypto')

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

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

function scriptPolicy(html) {
  return `script-src 'self' ${inlineScriptHashes(html).join(' ')}; object-src 'none'; base-uri 'self'`
}

class PageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      data.headers = { ...data.headers, 'content-security-policy': scriptPolicy(data.html) }
    }
    return super.set(key, data, ctx)
  }
}

module.exports = PageCache
module.exports.inlineScriptHashes = inlineScriptHashes
