import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { acceptsGzip } from '@/server/edge/compression'
import { countedAs, provesCredentials, refusalAtTheDoor } from '@/server/edge/door-rules'
import { microCacheKey } from '@/server/edge/micro-cache'
import { pagePolicy } from '@/server/edge/page-policy'

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) }) as unknown as IncomingMessage

describe('Accept-Encoding', () => {
  it('allows gzip when named or covered by *, never at quality 0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1, *;q=0.5')).toBe(true)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('the micro-cache key', () => {
  it('is the URL of a page or of an API GET without a session, and nothing for the rest', () => {
    expect(microCacheKey(request('GET', '/events?type=tour'))).toBe('/events?type=tour')
    expect(microCacheKey(request('HEAD', '/events'))).toBe('/events')
    expect(microCacheKey(request('GET', '/api/events'))).toBe('/api/events')
    expect(microCacheKey(request('GET', '/api/events', { cookie: 'theme=dark; payload-token=abc' }))).toBeNull()
    expect(microCacheKey(request('GET', '/api/events', { authorization: 'users API-Key k' }))).toBeNull()
    expect(microCacheKey(request('GET', '/events', { rsc: '1' }))).toBeNull()
    expect(microCacheKey(request('GET', '/events', { cookie: '__prerender_bypass=1' }))).toBeNull()
    for (const url of ['/cms-api/events', '/cms', '/admin/events', '/_next/static/x.js']) expect(microCacheKey(request('GET', url)), url).toBeNull()
    expect(microCacheKey(request('POST', '/events'))).toBeNull()
  })
})

describe('the rules of every door', () => {
  it('refuse bodies over 1 MB, of unknown length, and anonymous uploads, before reading them', () => {
    expect(refusalAtTheDoor(request('POST', '/cms-api/contact-messages', { 'content-length': String(40 * 1024 * 1024) }))?.status).toBe(413)
    expect(refusalAtTheDoor(request('PATCH', '/api/events/1', { 'transfer-encoding': 'chunked' }))?.status).toBe(411)
    expect(refusalAtTheDoor(request('POST', '/cms-api/media', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '2000' }))?.status).toBe(
      401,
    )
    const signedIn = { cookie: 'payload-token=abc', 'content-type': 'multipart/form-data; boundary=x' }
    expect(refusalAtTheDoor(request('POST', '/api/media', { ...signedIn, 'content-length': String(9 * 1024 * 1024) }))).toBeNull()
    expect(refusalAtTheDoor(request('POST', '/api/media', { ...signedIn, 'content-length': String(11 * 1024 * 1024) }))?.status).toBe(413)
    expect(refusalAtTheDoor(request('POST', '/api/contact-messages', { 'content-length': '300' }))).toBeNull()
    expect(refusalAtTheDoor(request('POST', '/events', { 'content-length': String(40 * 1024 * 1024) }))).toBeNull()
  })

  it('check the credentials of a body past 1 MB, and of no other', () => {
    const signedIn = { cookie: 'payload-token=made-up', 'content-type': 'multipart/form-data; boundary=x' }
    expect(provesCredentials(request('POST', '/api/media', { ...signedIn, 'content-length': String(2 * 1024 * 1024) }))).toBe(true)
    expect(provesCredentials(request('PATCH', '/cms-api/events/1', { ...signedIn, 'content-length': String(5 * 1024 * 1024) }))).toBe(true)
    expect(provesCredentials(request('POST', '/api/media', { ...signedIn, 'content-length': String(900 * 1024) }))).toBe(false)
    expect(provesCredentials(request('GET', '/api/media', signedIn))).toBe(false)
  })

  it("refuse a sign-in from another site's page on every way in", () => {
    for (const url of [
      '/api/auth/login',
      '/api/auth/setup',
      '/cms-api/users/login',
      '/cms-api/users/forgot-password',
      '/cms-api/users/reset-password',
      '/cms-api/users/unlock',
      '/cms-api/users/first-register/',
    ]) {
      expect(refusalAtTheDoor(request('POST', url, { origin: 'https://evil.example', 'content-length': '50' }))?.status, url).toBe(403)
      expect(refusalAtTheDoor(request('POST', url, { 'sec-fetch-site': 'cross-site', 'content-length': '50' }))?.status, url).toBe(403)
    }
  })

  it('count contact messages and sign-ins per address, one budget per kind across both doors', () => {
    expect(countedAs(request('POST', '/api/contact-messages'), '10.0.0.1')?.key).toBe('contact:10.0.0.1')
    expect(countedAs(request('POST', '/cms-api/contact-messages?depth=0'), '10.0.0.1')?.key).toBe('contact:10.0.0.1')
    expect(countedAs(request('POST', '/cms-api/users/login'), '10.0.0.1')?.key).toBe('sign-in:10.0.0.1')
    expect(countedAs(request('POST', '/api/auth/login'), '10.0.0.1')?.key).toBe('sign-in:10.0.0.1')
    expect(countedAs(request('GET', '/api/contact-messages'), '10.0.0.1')).toBeNull()
  })

  it('count requests signed with an API key per address, on both doors', () => {
    const key = { authorization: 'users API-Key abc' }
    expect(countedAs(request('GET', '/api/events', key), '10.0.0.1')).toEqual({ key: 'api-key:10.0.0.1', limit: { max: 600, windowSeconds: 60 } })
    expect(countedAs(request('PATCH', '/cms-api/events/3?depth=0', key), '10.0.0.1')?.key).toBe('api-key:10.0.0.1')
    // A sign-in keeps its own, smaller budget; pages and other credentials are not counted.
    expect(countedAs(request('POST', '/api/auth/login', key), '10.0.0.1')?.key).toBe('sign-in:10.0.0.1')
    expect(countedAs(request('GET', '/events', key), '10.0.0.1')).toBeNull()
    expect(countedAs(request('GET', '/api/events', { authorization: 'JWT abc' }), '10.0.0.1')).toBeNull()
    expect(countedAs(request('GET', '/api/events', { cookie: 'payload-token=abc' }), '10.0.0.1')).toBeNull()
  })
})

describe("a cached page's own policy", () => {
  it('allows exactly its inline scripts by hash and frames only from its own https frames', () => {
    const html = `<script>self.__next_f.push([1])</script><script src="/_next/x.js"></script><script type="application/ld+json">{"a":1}</script><iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2"></iframe><iframe src="http://insecure.example/"></iframe>`
    const policy = pagePolicy(html)
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'; /)
    expect(policy.match(/sha256-/g)).toHaveLength(1)
    expect(policy).toContain('frame-src https://www.google.com;')
    expect(pagePolicy('<p>no frames</p>')).toContain("frame-src 'none'")
  })
})
