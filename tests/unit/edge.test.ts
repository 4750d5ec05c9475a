import http, { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { reportDatabaseUnreachable } from '@/server/db/outage'
import { createEdge } from '@/server/edge'
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/server/edge/client-address'
import { heldTag } from '@/server/edge/compression'
import { keepUntilContentChanges, purgeMicroCache } from '@/server/edge/micro-cache'
import { PageDocuments } from '@/server/edge/page-documents'
import { EdgeResponse } from '@/server/edge/response'

const PAGE = `<!DOCTYPE html><html><body>${'<p>A page worth compressing.</p>'.repeat(64)}</body></html>`

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * The clock of the micro-cache's lifetimes, moved by hand: frozen from the call on, then moved
 * `later` by as many milliseconds as a test would otherwise have waited. Timers stay real.
 */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] })
  // A faked performance.now() starts at 0, which lru-cache takes for "no start time": never stale.
  vi.advanceTimersByTime(1_000)
}
async function later(ms: number) {
  vi.advanceTimersByTime(ms)
  // lru-cache keeps the time it last read for a real millisecond (its ttlResolution).
  await new Promise((resolve) => setTimeout(resolve, 5))
}

/**
 * The edge in front of a plain request handler whose answers are chosen per path, standing in
 * for Next.js: what it answers as shareable is served again without reaching it.
 */
describe('the edge in front of the request handler', { timeout: 15_000 }, () => {
  let server: Server
  let origin: string
  const reached: string[] = []
  /** The Accept-Encoding each request reached the handler with. */
  const encodings: (string | undefined)[] = []
  /** Holds the answer of /slow until the test lets it go. */
  let gate = deferred()

  const answers: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/shared': (req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('Content-Security-Policy', "script-src 'self'")
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
        res.setHeader('Content-Encoding', 'gzip')
        res.write(gzipSync(PAGE))
        return void res.end()
      }
      res.write(PAGE.slice(0, 10))
      res.end(PAGE.slice(10))
    },
    '/streamed': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', '"page-3"')
      res.flushHeaders()
      res.write(PAGE.slice(0, 2000))
      void gate.promise.then(() => res.end(PAGE.slice(2000)))
    },
    '/small-streamed': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8')
      res.setHeader('ETag', '"cal-1"')
      // Written as a stream is (as a route's Response body is): no length known at the start.
      res.write('BEGIN:VCALENDAR\r\n')
      res.end('END:VCALENDAR\r\n')
    },
    '/tagged': (req, res) => {
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('ETag', '"doc-1"')
      if (req.headers['if-none-match'] === '"doc-1"') {
        res.statusCode = 304
        return void res.end()
      }
      res.end(JSON.stringify({ paths: PAGE }))
    },
    '/in-writehead': (_req, res) => {
      res.writeHead(200, { 'Cache-Control': 's-maxage=60', 'Content-Type': 'text/plain', 'X-From': 'writeHead' })
      res.end('given to writeHead')
    },
    '/short': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=1')
      res.end('short-lived')
    },
    '/slow': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      void gate.promise.then(() => res.end('rendered before the purge'))
    },
    '/private': (_req, res) => {
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.end('per visitor')
    },
    '/cookie': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('Set-Cookie', 'session=1')
      res.end('with a cookie')
    },
    '/missing': (_req, res) => {
      res.statusCode = 404
      res.setHeader('Cache-Control', 's-maxage=60')
      res.end('not found')
    },
    '/api/list': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.end('[]')
    },
    '/api/marked': (_req, res) => {
      res.setHeader('Cache-Control', 'public, no-cache')
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('ETag', '"list-7"')
      res.setHeader('X-Edge-Cache', 'content')
      res.end(JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: `Event ${id}` }))))
    },
    '/failing': (_req, res) => {
      res.statusCode = 500
      res.end('failed to render')
    },
    '/who': (req, res) => {
      res.end(String(req.headers[CLIENT_ADDRESS_HEADER]))
    },
    '/no-cache-control': (_req, res) => res.end('plain'),
    '/cookie-in-writehead': (_req, res) => {
      res.writeHead(200, { 'Cache-Control': 's-maxage=60', 'Set-Cookie': 'session=1' })
      res.end('with a cookie')
    },
    '/varies-on-cookie': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('Vary', 'rsc, Accept-Encoding, Cookie')
      res.end('per cookie')
    },
    '/stale': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.setHeader('x-nextjs-cache', 'STALE')
      res.end('served stale by Next.js')
    },
    '/encoded-strings': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.write('68656c6c6f20', 'hex')
      res.end('d29ybGQ=', 'base64')
    },
    '/reused-buffer': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      const buffer = Buffer.from('first answer')
      res.end(buffer, () => buffer.fill('x'))
    },
    '/joined': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      void gate.promise.then(() => res.end(`rendered at generation ${rendered++}`))
    },
    '/cms/page': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.end('staff')
    },
    '/_next/thing': (_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=60')
      res.end("Next.js's own")
    },
  }
  let rendered = 0

  afterEach(() => {
    vi.useRealTimers()
  })

  beforeAll(async () => {
    const edge = createEdge({
      next: async (req, res) => {
        const path = (req.url ?? '').split('?')[0]
        reached.push(`${req.method} ${req.url}`)
        encodings.push(req.headers['accept-encoding'] as string | undefined)
        const handle = answers[path]
        if (handle) handle(req, res)
        else res.writeHead(404).end()
      },
      trustedProxyHops: 0,
      lookupMedia: async () => null,
      countRequest: async () => null,
      // No test here sends an upload past 1 MB: the check of its credentials is tests/unit/edge-rules.test.ts's.
      checkCredentials: async () => false,
      pageDocuments: new PageDocuments(),
    })
    server = createServer({ ServerResponse: EdgeResponse }, (req, res) => void edge(req, res)) as unknown as Server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  /** Fetches a path; `reached` says whether the handler behind the cache saw it. */
  async function get(path: string, init: RequestInit = {}) {
    reached.length = 0
    const response = await fetch(`${origin}${path}`, init)
    const body = Buffer.from(await response.arrayBuffer())
    return { response, body, reachedHandler: reached.length > 0 }
  }

  it('answers a shareable page again from memory, same bytes and headers, with an Age', async () => {
    purgeMicroCache()
    const identity = { headers: { 'accept-encoding': 'identity' } }
    const first = await get('/shared', identity)
    expect(first.reachedHandler).toBe(true)
    expect(first.response.headers.get('age')).toBeNull()

    const second = await get('/shared', identity)
    expect(second.reachedHandler).toBe(false)
    expect(second.response.status).toBe(200)
    expect(second.body.toString()).toBe(PAGE)
    expect(second.response.headers.get('age')).toBe('0')
    expect(second.response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
    expect(second.response.headers.get('content-security-policy')).toBe("script-src 'self'")
    expect(second.response.headers.get('cache-control')).toBe('s-maxage=60')
  })

  it('keeps one plain copy, asked of the handler without encoding, and gzips it once for the clients that accept it', async () => {
    purgeMicroCache()
    const gzip = { headers: { 'accept-encoding': 'gzip, deflate' } }
    const identity = { headers: { 'accept-encoding': 'identity' } }
    encodings.length = 0
    const first = await get('/shared', gzip)
    expect(first.reachedHandler).toBe(true)
    expect(encodings).toEqual([undefined])
    const zipped = await get('/shared', gzip)
    const plain = await get('/shared', identity)
    expect(zipped.reachedHandler).toBe(false)
    expect(plain.reachedHandler).toBe(false)
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.response.headers.get('vary')).toBe('Accept-Encoding')
    expect(zipped.body.toString()).toBe(PAGE) // fetch decompressed it
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('gzips the answer that fills the cache for a client that takes gzip, as it streams, and keeps it plain', async () => {
    purgeMicroCache()
    gate = deferred()
    encodings.length = 0
    const response = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/streamed`, { headers: { 'accept-encoding': 'gzip' } }, resolve))
    expect(encodings).toEqual([undefined])
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    expect(response.headers.etag).toBe('"page-3-gzip"')
    // The first part arrives, readable, while the handler still holds the rest.
    const text: string[] = []
    const gunzip = response.pipe(createGunzip())
    gunzip.on('data', (bytes: Buffer) => text.push(bytes.toString()))
    await expect.poll(() => text.join('')).toBe(PAGE.slice(0, 2000))
    gate.resolve()
    await new Promise((resolve) => gunzip.on('end', resolve))
    expect(text.join('')).toBe(PAGE)

    const plain = await get('/streamed', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.reachedHandler).toBe(false)
    expect(plain.body.toString()).toBe(PAGE)
    expect(plain.response.headers.get('etag')).toBe('"page-3"')
  })

  it('answers 304 from the cache to a client holding a small answer as it first went out, gzipped', async () => {
    purgeMicroCache()
    const first = await get('/small-streamed', { headers: { 'accept-encoding': 'gzip' } })
    expect(first.reachedHandler).toBe(true)
    expect(first.response.headers.get('etag')).toBe('"cal-1-gzip"')
    // The copy kept is too small to gzip: it is the same answer, under its plain tag.
    const held = await get('/small-streamed', { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"cal-1-gzip"' } })
    expect(held.reachedHandler).toBe(false)
    expect(held.response.status).toBe(304)
    expect(held.response.headers.get('etag')).toBe('"cal-1-gzip"')
    const plain = await get('/small-streamed', { headers: { 'accept-encoding': 'gzip', 'if-none-match': 'W/"cal-0", "cal-1"' } })
    expect(plain.response.status).toBe(304)
    expect(plain.response.headers.get('etag')).toBe('"cal-1"')
    // A client that takes no gzip cannot hold the gzipped answer: it is sent the plain one.
    const identity = await get('/small-streamed', { headers: { 'accept-encoding': 'identity', 'if-none-match': '"cal-1-gzip"' } })
    expect(identity.response.status).toBe(200)
    expect(identity.response.headers.get('etag')).toBe('"cal-1"')
    const other = await get('/small-streamed', { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"cal-0-gzip"' } })
    expect(other.response.status).toBe(200)
    expect(other.body.toString()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })

  it('answers 304 to a client holding the gzipped answer of a route that checks its own tag', async () => {
    const first = await get('/tagged', { headers: { 'accept-encoding': 'gzip' } })
    expect(first.response.headers.get('content-encoding')).toBe('gzip')
    expect(first.response.headers.get('etag')).toBe('"doc-1-gzip"')
    const held = await get('/tagged', { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"doc-1-gzip"' } })
    expect(held.reachedHandler).toBe(true)
    expect(held.response.status).toBe(304)
    expect(held.response.headers.get('etag')).toBe('"doc-1-gzip"')
    const plain = await get('/tagged', { headers: { 'accept-encoding': 'identity', 'if-none-match': '"doc-1"' } })
    expect(plain.response.status).toBe(304)
    expect(plain.response.headers.get('etag')).toBe('"doc-1"')
  })

  it('answers a client that takes no gzip plainly, and leaves small answers plain', async () => {
    purgeMicroCache()
    const plain = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/shared`, { headers: { 'accept-encoding': 'identity' } }, resolve))
    expect(plain.headers['content-encoding']).toBeUndefined()
    const body: Buffer[] = []
    for await (const chunk of plain) body.push(chunk as Buffer)
    expect(Buffer.concat(body).toString()).toBe(PAGE)

    purgeMicroCache()
    const zipped = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/api/marked`, { headers: { 'accept-encoding': 'gzip' } }, resolve))
    const bytes: Buffer[] = []
    for await (const chunk of zipped) bytes.push(chunk as Buffer)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.concat(bytes)).toString())).toHaveLength(200)

    const small = await new Promise<IncomingMessage>((resolve) => http.get(`${origin}/short`, { headers: { 'accept-encoding': 'gzip' } }, resolve))
    small.resume()
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers['content-length']).toBe(String('short-lived'.length))
  })

  it('keeps an API answer its route marked until content changes, never for a signed-in user', async () => {
    freezeClock()
    purgeMicroCache()
    keepUntilContentChanges(() => true)
    try {
      const first = await get('/api/marked')
      expect(first.reachedHandler).toBe(true)
      expect(first.response.headers.get('x-edge-cache')).toBeNull()
      const list = JSON.parse(first.body.toString())
      expect(list).toHaveLength(200)

      await later(5_200)
      const afterwards = await get('/api/marked', { headers: { 'accept-encoding': 'gzip' } })
      expect(afterwards.reachedHandler).toBe(false)
      expect(afterwards.response.headers.get('x-edge-cache')).toBeNull()
      expect(afterwards.response.headers.get('content-encoding')).toBe('gzip')
      expect(afterwards.response.headers.get('etag')).toBe('"list-7-gzip"')
      expect(JSON.parse(afterwards.body.toString())).toEqual(list)

      const held = await get('/api/marked', { headers: { 'if-none-match': '"list-7"', 'accept-encoding': 'identity' } })
      expect(held.response.status).toBe(304)
      expect(held.reachedHandler).toBe(false)
      const heldZipped = await get('/api/marked', { headers: { 'if-none-match': '"list-7-gzip"', 'accept-encoding': 'gzip' } })
      expect(heldZipped.response.status).toBe(304)

      expect((await get('/api/marked', { headers: { cookie: 'payload-token=abc' } })).reachedHandler).toBe(true)
      expect((await get('/api/marked', { headers: { authorization: 'users API-Key abc' } })).reachedHandler).toBe(true)

      purgeMicroCache()
      expect((await get('/api/marked')).reachedHandler).toBe(true)
    } finally {
      keepUntilContentChanges(() => false)
    }
  }, 15_000)

  it('keeps a marked API answer 5 s at most while content changes are not heard', async () => {
    freezeClock()
    purgeMicroCache()
    await get('/api/marked')
    expect((await get('/api/marked')).reachedHandler).toBe(false)
    await later(5_100)
    expect((await get('/api/marked')).reachedHandler).toBe(true)
  })

  it("tells the app the socket's address, whatever X-Forwarded-For a client sends", async () => {
    const answer = await get('/who', { headers: { 'x-forwarded-for': '203.0.113.9', [CLIENT_ADDRESS_HEADER]: '198.51.100.1' } })
    expect(answer.body.toString()).toBe('127.0.0.1')
  })

  it('answers 503 with Retry-After instead of 500 while the database is away', async () => {
    expect((await get('/failing')).response.status).toBe(500)
    reportDatabaseUnreachable()
    const during = await get('/failing')
    expect(during.response.status).toBe(503)
    expect(during.response.headers.get('retry-after')).toBe('5')
  })

  it('keeps headers given to writeHead, and answers HEAD from the copy without a body', async () => {
    purgeMicroCache()
    await get('/in-writehead')
    const again = await get('/in-writehead')
    expect(again.reachedHandler).toBe(false)
    expect(again.response.headers.get('x-from')).toBe('writeHead')
    expect(again.body.toString()).toBe('given to writeHead')

    const head = await get('/in-writehead', { method: 'HEAD' })
    expect(head.reachedHandler).toBe(false)
    expect(head.response.headers.get('content-length')).toBe('18')
    expect(head.body.length).toBe(0)
  })

  it('passes everything else to the handler, every time', async () => {
    purgeMicroCache()
    const twice = async (path: string, init?: RequestInit) => {
      await get(path, init)
      return (await get(path, init)).reachedHandler
    }
    expect(await twice('/private')).toBe(true)
    expect(await twice('/cookie')).toBe(true)
    expect(await twice('/missing')).toBe(true)
    expect(await twice('/api/list')).toBe(true)
    expect(await twice('/no-cache-control')).toBe(true)
    expect(await twice('/cookie-in-writehead')).toBe(true)
    expect(await twice('/varies-on-cookie')).toBe(true)
    expect(await twice('/stale')).toBe(true)
    expect(await twice('/cms/page')).toBe(true)
    expect(await twice('/_next/thing')).toBe(true)
    // Next.js's client router asks the same URL for something else than the page.
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-state-tree',
      'next-router-segment-prefetch',
      'next-url',
      'next-action',
      'x-prerender-revalidate',
      'authorization',
    ]) {
      expect(await twice('/shared', { headers: { [header]: '1' } }), header).toBe(true)
    }
    expect(await twice('/shared', { headers: { cookie: '__prerender_bypass=1' } })).toBe(true)
    expect(await twice('/shared', { method: 'POST', body: 'x' })).toBe(true)
    // ...and a different query is a different page.
    await get('/shared?page=1')
    expect((await get('/shared?page=2')).reachedHandler).toBe(true)
  })

  it('keeps the bytes that were sent: strings in any encoding, buffers reused once written', async () => {
    purgeMicroCache()
    await get('/encoded-strings')
    const strings = await get('/encoded-strings')
    expect(strings.reachedHandler).toBe(false)
    expect(strings.body.toString()).toBe('hello world')

    await get('/reused-buffer')
    const reused = await get('/reused-buffer')
    expect(reused.reachedHandler).toBe(false)
    expect(reused.body.toString()).toBe('first answer')
  })

  it('answers HEAD from a kept page but never keeps an answer to HEAD', async () => {
    purgeMicroCache()
    expect((await get('/shared', { method: 'HEAD' })).reachedHandler).toBe(true)
    expect((await get('/shared', { method: 'HEAD' })).reachedHandler).toBe(true)
    expect((await get('/shared')).reachedHandler).toBe(true)
  })

  it('forgets everything on a purge, even an answer that was under way', async () => {
    purgeMicroCache()
    await get('/shared')
    expect((await get('/shared')).reachedHandler).toBe(false)
    purgeMicroCache()
    expect((await get('/shared')).reachedHandler).toBe(true)

    gate = deferred()
    const slow = get('/slow')
    await expect.poll(() => reached.length).toBe(1)
    purgeMicroCache()
    gate.resolve()
    expect((await slow).body.toString()).toBe('rendered before the purge')
    expect((await get('/slow')).reachedHandler).toBe(true)
  })

  it('does not keep an answer that joined a render begun before a purge', async () => {
    purgeMicroCache()
    // Next.js answers concurrent requests for one page with one render; here each has its own,
    // but the second begins after the purge while the first is still under way.
    gate = deferred()
    const before = get('/joined')
    await expect.poll(() => reached.length).toBe(1)
    purgeMicroCache()
    const after = fetch(`${origin}/joined`).then((response) => response.text())
    await expect.poll(() => reached.length).toBe(2)
    gate.resolve()
    await before
    await after
    expect((await get('/joined')).reachedHandler).toBe(true)
  })

  it('keeps a page at most 5 s, and no longer than its s-maxage', async () => {
    freezeClock()
    purgeMicroCache()
    await get('/shared')
    await later(4_000)
    expect((await get('/shared')).reachedHandler).toBe(false)
    await later(1_100)
    expect((await get('/shared')).reachedHandler).toBe(true)
  })

  it('keeps a page no longer than its s-maxage', async () => {
    freezeClock()
    purgeMicroCache()
    await get('/short')
    expect((await get('/short')).reachedHandler).toBe(false)
    await later(1_100)
    expect((await get('/short')).reachedHandler).toBe(true)
  })
})

describe('If-None-Match', () => {
  it('names a tag in its list, compares weakly, and names any tag by *', () => {
    expect(heldTag('"a"', ['"a"'])).toBe('"a"')
    expect(heldTag('"x", W/"a"', ['"b"', '"a"'])).toBe('"a"')
    expect(heldTag('*', ['"b"'])).toBe('"b"')
    expect(heldTag('"a"', ['"a-gzip"'])).toBeUndefined()
    expect(heldTag(null, ['"a"'])).toBeUndefined()
    expect(heldTag('', ['"a"'])).toBeUndefined()
  })
})

describe('the client address', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage

  it("is the socket's address unless proxies are trusted", () => {
    expect(clientAddressOf(request('::ffff:10.0.0.5', '203.0.113.9'), 0)).toBe('10.0.0.5')
    expect(clientAddressOf(request('::1'), 0)).toBe('::1')
  })

  it('is the address the last trusted proxy saw, never one a client wrote before it', () => {
    // nginx (one hop) appends the address it got the request from.
    expect(clientAddressOf(request('127.0.0.1', '198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddressOf(request('127.0.0.1', 'forged-by-client, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddressOf(request('127.0.0.1', 'forged, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7')
    // Fewer entries than trusted hops: the first one there is.
    expect(clientAddressOf(request('127.0.0.1'), 1)).toBe('127.0.0.1')
  })
})
