// Next.js's own page cache (kept in memory: next.config.ts `isrFlushToDisk: false`), with one
// addition: every cached page carries a second Content-Security-Policy that allows exactly the
// inline scripts it contains, by their SHA-256 hash (src/server/script-policy.cjs).
//
// Public pages are cached whole, so they cannot carry a per-request nonce; and the inline scripts
// Next.js writes (the page's data for hydration) differ from page to page. The policy of
// next.config.ts therefore allows inline scripts, and this one, added to the same response, narrows
// it. The first answer of a page (a cache miss) is served from this same entry, so it has it too.
//
// Loaded by Next.js at run time (next.config.ts `cacheHandler`), hence plain CommonJS.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const { scriptPolicy } = require('./script-policy.cjs')

class PageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      data.headers = { ...data.headers, 'content-security-policy': scriptPolicy(data.html) }
    }
    return super.set(key, data, ctx)
  }
}

module.exports = PageCache
