import { createHash } from 'node:crypto'

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'

import { purgeResponseCache } from '@/server/response-cache'

/**
 * Next.js's own page cache, kept in memory only (a restart, perhaps onto a restored database,
 * never serves what an earlier process rendered), with one addition: every cached page carries a
 * second Content-Security-Policy made for its own HTML. It allows exactly the inline scripts the
 * page contains, by their SHA-256 hash, and frames only from the https origins its own frames
 * come from (the contact page's map).
 *
 * Public pages are cached whole, so they cannot carry a per-request nonce, and the inline scripts
 * Next.js writes (the page's data for hydration) differ from page to page. The policy of
 * next.config.ts therefore allows inline scripts (and any https frame on the contact page), and
 * this one, sent with it, narrows it: a browser enforces both. The first answer of a page (a cache
 * miss) is served from this same entry, so it has it too.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Scripts a browser does not run (JSON-LD and other data blocks) need no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i
const EXTERNAL = /\bsrc\s*=/i
const FRAME_SOURCE = /<iframe\b[^>]*?\ssrc\s*=\s*["']([^"']*)["']/gi

/** The `'sha256-…'` source of every inline script in the page. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The https origins the page's own frames load from. */
function frameOrigins(html: string): string[] {
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
function pagePolicy(html: string): string {
  const frames = frameOrigins(html)
  return [
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}

class PageCache extends FileSystemCache {
  // In memory only: next.config.ts turns `isrFlushToDisk` on for the image optimiser's cache,
  // the one other thing that setting decides.
  constructor(context: ConstructorParameters<typeof FileSystemCache>[0]) {
    super({ ...context, flushToDisk: false })
  }

  async set(...[key, data, context]: Parameters<FileSystemCache['set']>): Promise<void> {
    if (data && String(data.kind) === 'APP_PAGE' && 'html' in data && typeof data.html === 'string') {
      data.headers = { ...data.headers, 'content-security-policy': pagePolicy(data.html) }
    }
    return super.set(key, data, context)
  }

  /** A save or delete expired these tags: the pages kept in front of Next.js go with them. */
  async revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>): Promise<void> {
    await super.revalidateTag(...args)
    purgeResponseCache()
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
