import { createServer, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGzip } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEdge } from '@/server/edge'
import { PageDocuments } from '@/server/edge/page-documents'
import { EdgeResponse } from '@/server/edge/response'
import {
  addSharedCacheHeaders,
  answerTags,
  beginSharedAnswer,
  contentTagHeaders,
  sharedCacheChangeHeard,
  sharedCacheInFront,
  UNTIL_PURGED_SECONDS,
} from '@/server/edge/shared-cache'
import { sharedCachePurger } from '@/server/freshness/shared-cache-purge'

/** What the shared cache in front is told of each answer, and how it is purged (src/server/edge/shared-cache.ts). */

const request = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET') => ({ method, url, headers }) as IncomingMessage

const PAGE = { 'cache-control': 's-maxage=60', 'x-next-cache-tags': '_N_T_/layout,_N_T_/events,events,artists', 'content-type': 'text/html' }
const LIST = { 'cache-control': 'public, no-cache', etag: '"events-4"', 'surrogate-key': 'events', vary: 'Accept-Encoding' }

/** The headers the shared cache would get for an answer. */
function told(req: IncomingMessage, headers: Record<string, string>, status = 200, answer: ReturnType<typeof beginSharedAnswer> = null) {
  const added: Record<string, string> = {}
  addSharedCacheHeaders(req, status, headers, (name, value) => (added[name] = value), answer)
  return added
}

let hearing = true

describe('tags and how long a shared cache may keep an answer', () => {
  it('names the tags of a page and of a list in xkey and Surrogate-Key, and says nothing of keeping while no shared cache is purged', () => {
    expect(answerTags(PAGE)).toEqual(['_N_T_/layout', '_N_T_/events', 'events', 'artists'])
    expect(contentTagHeaders(['events', 'artists', 'events'])).toEqual({ 'Surrogate-Key': 'events artists' })
    expect(told(request('/events'), PAGE)).toEqual({
      xkey: '_N_T_/layout _N_T_/events events artists',
      'surrogate-key': '_N_T_/layout _N_T_/events events artists',
    })
    expect(told(request('/api/events'), LIST)).toEqual({ xkey: 'events', 'surrogate-key': 'events' })
  })

  it('lets it keep a page for its s-maxage and a list until purged, and nothing signed in, previewed, private or personal', () => {
    sharedCacheInFront(() => hearing)
    expect(told(request('/events'), PAGE)['surrogate-control']).toBe('max-age=60')
    expect(told(request('/api/events'), LIST)['surrogate-control']).toBe(`max-age=${UNTIL_PURGED_SECONDS}`)
    const never: [IncomingMessage, Record<string, string>, number?][] = [
      [request('/events', { cookie: 'payload-token=abc' }), PAGE],
      [request('/api/events', { cookie: 'theme=dark; payload-token=abc' }), LIST],
      [request('/api/events', { authorization: 'users API-Key x' }), LIST],
      [request('/events', { cookie: '__prerender_bypass=1' }), PAGE],
      [request('/events', { cookie: '__next_preview_data=1' }), PAGE],
      [request('/events', { rsc: '1' }), PAGE],
      [request('/cms-api/events'), LIST],
      [request('/admin'), PAGE],
      [request('/events'), { ...PAGE, 'set-cookie': 'a=b' }],
      [request('/events'), { ...PAGE, 'cache-control': 'private, no-store' }],
      [request('/events'), { ...PAGE, vary: 'Cookie' }],
      [request('/events'), { ...PAGE, 'cache-control': 'no-cache' }],
      [request('/events'), PAGE, 404],
      [request('/api/events'), { ...LIST, 'cache-control': 'private, no-store' }],
    ]
    for (const [req, headers, status] of never)
      expect(told(req, headers, status)['surrogate-control'], `${req.url} ${JSON.stringify(req.headers)}`).toBe('no-store')
    expect(told(request('/api/events', {}, 'POST'), LIST)['surrogate-control']).toBeUndefined()
  })

  it('keeps nothing while changes are not heard, nor an answer begun before a change or that may have joined a render that was', () => {
    hearing = false
    expect(told(request('/events'), PAGE)['surrogate-control']).toBe('no-store')
    hearing = true
    const closers: (() => void)[] = []
    const onClose = (listener: () => void) => closers.push(listener)
    const before = beginSharedAnswer(request('/events?page=2'), onClose)
    sharedCacheChangeHeard()
    expect(told(request('/events?page=2'), PAGE, 200, before)['surrogate-control']).toBe('no-store')
    // Begun after the change, while the one begun before is still under way for the same path.
    const joined = beginSharedAnswer(request('/events'), onClose)
    expect(told(request('/events'), PAGE, 200, joined)['surrogate-control']).toBe('no-store')
    for (const close of closers.splice(0)) close()
    const alone = beginSharedAnswer(request('/events'), onClose)
    expect(told(request('/events'), PAGE, 200, alone)['surrogate-control']).toBe('max-age=60')
    for (const close of closers.splice(0)) close()
  })
})

describe('purging the shared cache', () => {
  const received: { method: string; keys: string | undefined; all?: string }[] = []
  let failNext = 0
  let server: Server
  let url = ''

  beforeAll(async () => {
    server = createServer((req, res) => {
      const all = req.headers['purge-all'] as string | undefined
      received.push({ method: req.method ?? '', keys: req.headers['xkey-purge'] as string | undefined, ...(all ? { all } : {}) })
      if (failNext > 0) {
        failNext--
        res.writeHead(503).end()
        return
      }
      // Slow enough for changes to be heard while a purge is on its way.
      setTimeout(() => res.writeHead(200).end('Purged'), 20)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the tags of a change, then those heard meanwhile in one purge (again those already sent), and bans everything when changes may have been missed', async () => {
    const purger = sharedCachePurger({ url, warn: () => {} })
    received.length = 0
    purger.purge({ tags: ['events'] })
    purger.purge({ tags: ['artists'] })
    purger.purge({ tags: ['events', 'galleries'] })
    await purger.idle()
    expect(received).toEqual([
      { method: 'PURGE', keys: 'events' },
      { method: 'PURGE', keys: 'artists events galleries' },
    ])
    received.length = 0
    purger.purge({ everything: true })
    await purger.idle()
    expect(received).toEqual([{ method: 'PURGE', keys: undefined, all: '1' }])
    purger.stop()
  })

  it('tries a failed purge again until it goes through, and takes a cache that is not running as purged', async () => {
    const warnings: string[] = []
    const purger = sharedCachePurger({ url, warn: (message) => warnings.push(message) })
    received.length = 0
    failNext = 2
    purger.purge({ tags: ['events'] })
    await purger.idle()
    expect(received.map((r) => r.keys)).toEqual(['events', 'events', 'events'])
    expect(warnings).toHaveLength(2)
    purger.stop()

    const nobody = sharedCachePurger({ url: 'http://127.0.0.1:1/', warn: (message) => warnings.push(message) })
    nobody.purge({ tags: ['events'] })
    await nobody.idle()
    nobody.stop()
    expect(warnings).toHaveLength(2)
  })
})

describe("a write's answer, with a shared cache in front", () => {
  it('leaves only once the purges went through, whole and in order, however the route wrote it', async () => {
    let release!: () => void
    const purged = new Promise<void>((resolve) => (release = resolve))
    const edge = createEdge({
      next: async (_req, res) => {
        res.statusCode = 201
        res.setHeader('Content-Type', 'application/json')
        // As Next.js streams a route's Response: the head flushed, then chunks, then the end.
        res.flushHeaders()
        res.write('{"id":')
        res.end('1}')
      },
      trustedProxyHops: 0,
      lookupMedia: async () => null,
      countRequest: async () => null,
      checkCredentials: async () => false,
      pageDocuments: new PageDocuments(),
      purgesSent: () => purged,
    })
    const server = createServer({ ServerResponse: EdgeResponse }, (req, res) => void edge(req, res as EdgeResponse))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      let headAt = 0
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/events', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
          headAt = Date.now()
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (body += chunk))
          res.once('end', () => resolve({ status: res.statusCode ?? 0, body }))
        })
        req.once('error', reject)
        req.end('{}')
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(headAt).toBe(0)
      const releasedAt = Date.now()
      release()
      expect(await answer).toEqual({ status: 201, body: '{"id":1}' })
      expect(headAt).toBeGreaterThanOrEqual(releasedAt)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('is gzipped once when something wrapped the response to compress it, as Next.js does', async () => {
    const edge = createEdge({
      next: async (_req, res) => {
        res.setHeader('Content-Encoding', 'gzip')
        // A wrapper like Next.js's compression: the response's write and end replaced on the
        // object, the route's bytes through a compressor into the response's own methods.
        const write = res.write.bind(res)
        const end = res.end.bind(res)
        const gzip = createGzip()
        gzip.on('data', (bytes: Buffer) => write(bytes))
        gzip.once('end', () => end())
        Object.assign(res, {
          write: (chunk: string) => gzip.write(chunk),
          end: (chunk?: string) => {
            if (chunk) gzip.end(chunk)
            else gzip.end()
            return res
          },
        })
        res.write('{"ok":')
        res.end('true}')
      },
      trustedProxyHops: 0,
      lookupMedia: async () => null,
      countRequest: async () => null,
      checkCredentials: async () => false,
      pageDocuments: new PageDocuments(),
      purgesSent: () => new Promise((resolve) => setTimeout(resolve, 20)),
    })
    const server = createServer({ ServerResponse: EdgeResponse }, (req, res) => void edge(req, res as EdgeResponse))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/api/events/1`, { method: 'PATCH', body: '{}' })
      expect(await response.json()).toEqual({ ok: true })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
