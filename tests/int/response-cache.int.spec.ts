import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { purgeResponseCache, serveCachedPages } from '@/server/response-cache'

import { anonymous, type ApiClient, baseUrl, freshSession } from '../setup/api'

const PAGE = '<!DOCTYPE html><html><body>page</body></html>'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * The page cache in front of a plain Node.js server whose answers are chosen per path, standing in
 * for Next.js: what it answers as shareable is served again without reaching it.
 */
describe('response cache in front of the request handler', () => {
  let server: Server
  let origin: string
  const reached: string[] = []
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

  beforeAll(async () => {
    serveCachedPages()
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0]
      reached.push(`${req.method} ${req.url}`)
      const handle = answers[path]
      if (handle) handle(req, res)
      else res.writeHead(404).end()
    })
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
    purgeResponseCache()
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

  it('keeps one copy per Accept-Encoding, each with its own Content-Encoding', async () => {
    purgeResponseCache()
    const gzip = { headers: { 'accept-encoding': 'gzip' } }
    const identity = { headers: { 'accept-encoding': 'identity' } }
    await get('/shared', gzip)
    await get('/shared', identity)
    const zipped = await get('/shared', gzip)
    const plain = await get('/shared', identity)
    expect(zipped.reachedHandler).toBe(false)
    expect(plain.reachedHandler).toBe(false)
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.body.toString()).toBe(PAGE) // fetch decompressed it
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('keeps headers given to writeHead, and answers HEAD from the copy without a body', async () => {
    purgeResponseCache()
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
    purgeResponseCache()
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
    purgeResponseCache()
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
    purgeResponseCache()
    expect((await get('/shared', { method: 'HEAD' })).reachedHandler).toBe(true)
    expect((await get('/shared', { method: 'HEAD' })).reachedHandler).toBe(true)
    expect((await get('/shared')).reachedHandler).toBe(true)
  })

  it('forgets everything on a purge, even an answer that was under way', async () => {
    purgeResponseCache()
    await get('/shared')
    expect((await get('/shared')).reachedHandler).toBe(false)
    purgeResponseCache()
    expect((await get('/shared')).reachedHandler).toBe(true)

    gate = deferred()
    const slow = get('/slow')
    await expect.poll(() => reached.length).toBe(1)
    purgeResponseCache()
    gate.resolve()
    expect((await slow).body.toString()).toBe('rendered before the purge')
    expect((await get('/slow')).reachedHandler).toBe(true)
  })

  it('does not keep an answer that joined a render begun before a purge', async () => {
    purgeResponseCache()
    // Next.js answers concurrent requests for one page with one render; here each has its own,
    // but the second begins after the purge while the first is still under way.
    gate = deferred()
    const before = get('/joined')
    await expect.poll(() => reached.length).toBe(1)
    purgeResponseCache()
    const after = fetch(`${origin}/joined`).then((response) => response.text())
    await expect.poll(() => reached.length).toBe(2)
    gate.resolve()
    await before
    await after
    expect((await get('/joined')).reachedHandler).toBe(true)
  })

  it('keeps a page at most 5 s, and no longer than its s-maxage', async () => {
    purgeResponseCache()
    await get('/shared')
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect((await get('/shared')).reachedHandler).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await get('/shared')).reachedHandler).toBe(true)
  })

  it('keeps a page no longer than its s-maxage', async () => {
    purgeResponseCache()
    await get('/short')
    expect((await get('/short')).reachedHandler).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await get('/short')).reachedHandler).toBe(true)
  })
})

describe('response cache in front of the site', () => {
  let admin: ApiClient

  beforeAll(async () => {
    ;({ admin } = await freshSession())
  })

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { headers })
    return { response, html: await response.text() }
  }

  it('serves a public page again from the cache, and shows a saved change on the next request', async () => {
    const created = await admin.post('/api/events', {
      title: 'Cached Evening',
      date: '2031-03-14T13:15:00.000Z',
      venue: 'Tundikhel',
      location: 'Kathmandu, Nepal',
    })
    expect(created.status).toBe(201)

    const first = await page('/events')
    expect(first.html).toContain('Cached Evening')
    const second = await page('/events')
    expect(second.response.headers.get('age')).not.toBeNull()
    expect(second.html).toBe(first.html)
    expect(second.response.headers.get('content-security-policy')).toContain("'sha256-")

    expect((await admin.patch(`/api/events/${created.body.id}`, { title: 'Cached Evening (Sold Out)' })).status).toBe(200)
    const after = await page('/events')
    expect(after.response.headers.get('age')).toBeNull()
    expect(after.html).toContain('Cached Evening (Sold Out)')
  })

  it("never answers Next.js's router requests or the API from the page cache", async () => {
    await page('/events')
    const flight = await page('/events', { rsc: '1' })
    expect(flight.response.headers.get('content-type')).toContain('text/x-component')
    expect(flight.response.headers.get('age')).toBeNull()

    await anonymous.get('/api/events')
    expect((await anonymous.get('/api/events')).headers.get('age')).toBeNull()
  })
})
