import { Agent, request } from 'node:http'

import type { ContentChange } from './content-changes'

/**
 * Purges the shared cache in front of the instances (Varnish: deploy/varnish/agency.vcl) when
 * content changes: `PURGE` with the changed tags in `xkey-purge` (a hard purge: the next request
 * is answered afresh, so a change shows within the site's promise of 200 ms), or `PURGE` with
 * `purge-all: 1`, which bans everything, when changes may have been missed. Sent to SHARED_CACHE_PURGE_URL, which the VCL
 * lets only this machine (its ACL) use.
 *
 * Every instance hears every content write (src/server/freshness/content-changes.ts) and each
 * sends its purge once its own caches have forgotten the change (server.ts), so the last purge
 * comes after every instance can only answer afresh: an instance that answered the shared cache
 * with what it still held before it heard of the change purges that answer right after. A
 * duplicate purge costs Varnish a hash look-up; a missed one would keep a stale page, so:
 * - changes heard while a purge is on its way are merged into the next one (one at a time);
 * - a purge that fails (the cache is slow, or restarting) is tried again, waiting from 100 ms up
 *   to 5 s, with every change heard meanwhile, until it goes through; the log says so once per
 *   failing run. Nothing listening at the address at all (connection refused) is a cache that is
 *   not running, which holds nothing: that purge is done.
 */

/** How long one purge may take before it counts as failed. */
const TIMEOUT_MS = 2_000
const RETRY_FIRST_MS = 100
const RETRY_LAST_MS = 5_000
/** Past this many tags waiting, everything is banned instead. */
const MAX_TAGS = 200

export type SharedCachePurger = {
  /** Purges what a content change may have made out of date. */
  purge: (change: ContentChange) => void
  /** Settles once every purge asked for so far went through (or was given up as refused). */
  idle: () => Promise<void>
  stop: () => void
}

type Options = {
  /** Where the cache takes purges, e.g. http://127.0.0.1:3000/ (SHARED_CACHE_PURGE_URL). */
  url: string
  warn?: (message: string) => void
}

export function sharedCachePurger({ url, warn = console.warn }: Options): SharedCachePurger {
  const target = new URL(url)
  if (target.protocol !== 'http:') throw new Error(`SHARED_CACHE_PURGE_URL must be an http:// address (got "${url}")`)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  let tags = new Set<string>()
  let everything = false
  let running: Promise<void> | null = null
  let retryMs = RETRY_FIRST_MS
  let failing = false
  let stopped = false
  let waiters: (() => void)[] = []

  /** One purge: of these tags, or of everything (null). */
  const send = (keys: string | null) =>
    new Promise<void>((resolve, reject) => {
      const headers: Record<string, string> = { Host: target.host, ...(keys === null ? { 'purge-all': '1' } : { 'xkey-purge': keys }) }
      const req = request(target, { method: 'PURGE', agent, headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume()
        res.once('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`answered ${res.statusCode} ${res.statusMessage ?? ''}`.trim()))))
      })
      req.once('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)))
      req.once('error', reject)
      req.end()
    })

  const run = async () => {
    while (!stopped && (everything || tags.size > 0)) {
      const all = everything || tags.size > MAX_TAGS
      const keys = [...tags].join(' ')
      everything = false
      tags = new Set()
      try {
        await send(all ? null : keys)
        if (failing) warn('The shared cache takes purges again')
        failing = false
        retryMs = RETRY_FIRST_MS
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED'
        if (refused) continue
        if (!failing) warn(`Purging the shared cache at ${url} failed (${(error as Error).message}): trying again until it goes through`)
        failing = true
        // Tried again with whatever was heard meanwhile.
        if (all) everything = true
        else for (const tag of keys.split(' ')) tags.add(tag)
        await new Promise((resolve) => setTimeout(resolve, retryMs).unref())
        retryMs = Math.min(retryMs * 2, RETRY_LAST_MS)
      }
    }
    running = null
    const settled = waiters
    waiters = []
    for (const resolve of settled) resolve()
  }

  return {
    purge(change) {
      if (stopped) return
      if ('everything' in change) everything = true
      else for (const tag of change.tags) tags.add(tag)
      running ??= run()
    },
    idle: () => (running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    stop() {
      stopped = true
      agent.destroy()
    },
  }
}
