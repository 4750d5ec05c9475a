import { createHash } from 'node:crypto'

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

/**
 * Next.js's own page cache (kept in memory: next.config.ts `isrFlushToDisk: false`), with one
 * addition: every cached page carries a second Content-Security-Policy that allows exactly the
 * inline scripts it contains, by their SHA-256 hash.
 *
 * Public pages are cached whole, so they cannot carry a per-request nonce, and the inline scripts
 * Next.js writes (the page's data for hydration) differ from page to page. The policy of
 * next.config.ts therefore allows inline scripts, and this one, sent with it, narrows it: a browser
 * enforces both, so an inline script runs only when its hash is listed. The first answer of a page
 * (a cache miss) is served from this same entry, so it has it too.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Scripts a browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i
const EXTERNAL = /\bsrc\s*=/i

/** The policy listing the `'sha256-…'` source of every inline script in the page. */
export function inlineScriptPolicy(html: string): string {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return `script-src 'self' ${[...hashes].join(' ')}; object-src 'none'; base-uri 'self'`
}

class PageCache extends FileSystemCache {
  async set(...[key, data, context]: Parameters<FileSystemCache['set']>): Promise<void> {
    if (data && String(data.kind) === 'APP_PAGE' && 'html' in data && typeof data.html === 'string') {
      data.headers = { ...data.headers, 'content-security-policy': inlineScriptPolicy(data.html) }
    }
    return super.set(key, data, context)
  }
}

/**
 * Makes every page cache of this process a PageCache, once at start-up (src/instrumentation.ts).
 * Next.js takes the class from this well-known global (the hook deployment platforms use); the
 * `cacheHandler` option would import the module afresh on every request, which costs measurably.
 */
export function usePageCache(): void {
  const key = Symbol.for('@next/cache-handlers')
  const globals = globalThis as typeof globalThis & { [key: symbol]: Record<string, unknown> | undefined }
  globals[key] = { ...globals[key], FetchCache: PageCache }
}
