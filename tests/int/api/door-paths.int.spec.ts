import { request } from 'node:http'

import fc from 'fast-check'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ADMIN, type ApiClient, baseUrl, countRows, freshSession, signIn, sql, uploadPng } from '../../setup/api'

/**
 * Every door rule holds on the path the server really serves, however a client spells it
 * (src/server/edge/canonical-path.ts): escaped letters (`%6cogin`), dot segments (`/./`,
 * `/x/../`, `%2e`), repeated slashes, a trailing slash, letters in another case. Each property
 * sends requests the way a client may write them (Node's http.request sends the path as given;
 * fetch would tidy it first) to the real server, on both doors, and expects the rule's answer or
 * a 400 for a path that cannot mean one thing, never what the rule is there to stop.
 */

let admin: ApiClient
const runs = { numRuns: 25, seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined }

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

beforeEach(async () => {
  await sql('TRUNCATE rate_limits')
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request with its target exactly as written; the body sent with a length, or chunked. */
function send(method: string, target: string, headers: Record<string, string>, body?: string | Buffer, chunked = false): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path: target, headers: { ...headers, Connection: 'close' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    if (body !== undefined) req.setHeader(chunked ? 'Transfer-Encoding' : 'Content-Length', chunked ? 'chunked' : Buffer.byteLength(body))
    req.end(body)
  })
}

/** Ways of writing one character of a path that a server may read as that character. */
function spell(char: string): fc.Arbitrary<string> {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0')
  const options = [fc.constant(char), fc.constant(`%${hex}`), fc.constant(`%${hex.toUpperCase()}`)]
  if (/[a-z]/i.test(char)) options.push(fc.constant(char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()))
  return fc.oneof({ weight: 4, arbitrary: options[0] }, ...options.slice(1))
}

/** What may stand where a path has a slash: the slash, or a detour that comes back to it. */
const slash = fc.oneof({ weight: 4, arbitrary: fc.constant('/') }, fc.constantFrom('//', '/./', '/%2e/', '/%2E/', '/x/../', '/x/%2e%2e/', '/x/.%2E/', '///./'))

/** Any spelling of `path` (every character and slash independently), with or without a trailing slash. */
function spellings(path: string): fc.Arbitrary<string> {
  const parts = [...path].map((char) => (char === '/' ? slash : spell(char)))
  return fc.tuple(fc.tuple(...parts), fc.constantFrom('', '', '/', '/.')).map(([written, tail]) => written.join('') + tail)
}

/** Any spelling of one of `paths`. */
const spellingsOf = (paths: string[]) => fc.oneof(...paths.map(spellings))

describe('the door rules, however the path is written', () => {
  it('refuse a sign-in from another site on every way in: no session, no password check', async () => {
    const signIns = ['/cms-api/users/login', '/api/auth/login']
    await fc.assert(
      fc.asyncProperty(spellingsOf(signIns), async (target) => {
        const cms = /users/i.test(target)
        const body = JSON.stringify(cms ? { email: ADMIN.email, password: ADMIN.password } : { login: ADMIN.username, password: ADMIN.password })
        const answer = await send('POST', target, { 'Content-Type': 'application/json', Origin: 'http://evil.example', 'X-Forwarded-For': '10.20.0.1' }, body)
        expect(answer.headers['set-cookie'], target).toBeUndefined()
        expect([400, 403], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
  })

  it('refuse a sign-out or a session renewal from another site on every way, and the session stays', async () => {
    const writes = ['/api/auth/logout', '/cms-api/users/logout', '/cms-api/users/refresh-token']
    await fc.assert(
      fc.asyncProperty(
        spellingsOf(writes),
        fc.constantFrom<Record<string, string>>({ Origin: 'http://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }),
        async (target, from) => {
          const answer = await send('POST', target, { 'Content-Type': 'application/json', Cookie: admin.cookie!, ...from }, '{}')
          expect(answer.headers['set-cookie'], target).toBeUndefined()
          expect([400, 403], `${target}: ${answer.status}`).toContain(answer.status)
        },
      ),
      runs,
    )
    // Nor the /cms panel's sign-out page, which posts the sign-out itself once opened.
    await fc.assert(
      fc.asyncProperty(spellingsOf(['/cms/logout', '/cms/logout-inactivity']), async (target) => {
        const answer = await send('GET', target, { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' })
        expect(answer.headers['set-cookie'], target).toBeUndefined()
        expect([303, 400], `${target}: ${answer.status}`).toContain(answer.status)
        if (answer.status === 303) expect(answer.headers.location).toBe('/cms')
      }),
      runs,
    )
    expect((await send('GET', '/cms/logout', { Cookie: admin.cookie!, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect((await admin.get('/api/auth/me')).status).toBe(200)
    // From the site's own pages, signing out still signs out (a session of its own: the file's stays).
    const other = await signIn(ADMIN)
    const own = await send('POST', '/api/auth/logout', { 'Content-Type': 'application/json', Cookie: other.cookie!, Origin: baseUrl }, '{}')
    expect(own.status).toBe(200)
    expect(String(own.headers['set-cookie'])).toMatch(/payload-token=;/)
    expect((await other.get('/api/auth/me')).status).toBe(401)
  })

  it('count every sign-in against one budget per address', async () => {
    await sql(`INSERT INTO rate_limits (key, count, reset_at) VALUES ('sign-in:10.20.0.2', 20, now() + interval '1 minute')`)
    const ways = ['/cms-api/users/login', '/cms-api/users/forgot-password', '/cms-api/users/unlock', '/api/auth/login']
    await fc.assert(
      fc.asyncProperty(spellingsOf(ways), async (target) => {
        const body = JSON.stringify({ email: ADMIN.email, login: ADMIN.username, password: ADMIN.password })
        const answer = await send('POST', target, { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': '10.20.0.2' }, body)
        expect(answer.headers['set-cookie'], target).toBeUndefined()
        expect([400, 429], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
  })

  it('count contact messages against one budget per address, on both doors', async () => {
    await sql(`INSERT INTO rate_limits (key, count, reset_at) VALUES ('contact:10.20.0.3', 5, now() + interval '1 minute')`)
    const before = await countRows('contact_messages')
    const message = JSON.stringify({ name: 'Ann Shrestha', email: 'ann@example.com', subject: 'Booking an Artist', message: 'We would like to book a band.' })
    await fc.assert(
      fc.asyncProperty(spellingsOf(['/api/contact-messages', '/cms-api/contact-messages']), async (target) => {
        const answer = await send('POST', target, { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.20.0.3' }, message)
        expect([400, 429], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
    expect(await countRows('contact_messages')).toBe(before)
  })

  it('refuse a body over 1 MB, and one of unknown length, unread', async () => {
    const before = await countRows('contact_messages')
    const huge = JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Other', message: 'x'.repeat(2 * 1024 * 1024) })
    const doors = ['/api/contact-messages', '/cms-api/contact-messages', '/api/artists', '/cms-api/artists']
    await fc.assert(
      fc.asyncProperty(spellingsOf(doors), fc.boolean(), async (target, chunked) => {
        const answer = await send('POST', target, { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.20.0.4' }, huge, chunked)
        expect([400, chunked ? 411 : 413], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      { ...runs, numRuns: 15 },
    )
    expect(await countRows('contact_messages')).toBe(before)
  })

  it("refuse a visitor's upload unread, on both doors", async () => {
    const boundary = 'door-paths-boundary'
    const form = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(2 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const before = await countRows('media')
    await fc.assert(
      fc.asyncProperty(spellingsOf(['/api/media', '/cms-api/media']), async (target) => {
        const answer = await send('POST', target, { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': '10.20.0.5' }, form)
        expect([400, 401], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      { ...runs, numRuns: 15 },
    )
    expect(await countRows('media')).toBe(before)
  })

  it('count requests signed with an API key against one budget per address', async () => {
    await sql(`INSERT INTO rate_limits (key, count, reset_at) VALUES ('api-key:10.20.0.6', 600, now() + interval '1 minute')`)
    await fc.assert(
      fc.asyncProperty(spellingsOf(['/api/artists', '/cms-api/artists', '/api/auth/me']), async (target) => {
        const answer = await send('GET', target, { Authorization: 'users API-Key not-a-real-key', 'X-Forwarded-For': '10.20.0.6' })
        expect([400, 429], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
  })

  it('resize only the current version of a stored upload, under any spelling of the optimiser', async () => {
    const name = await uploadPng(admin, `paths-${Date.now()}.png`)
    expect((await admin.post('/api/artists', { name: 'Path Tester', bio: 'On stage.', profilePhoto: name })).status).toBe(201)
    const source = encodeURIComponent(`/cms-api/media/file/${name}?v=made-up`)
    await fc.assert(
      fc.asyncProperty(spellings('/_next/image'), fc.integer({ min: 16, max: 3840 }), async (target, width) => {
        const answer = await send('GET', `${target}?url=${source}&w=${width}&q=75`, { Accept: 'image/webp' })
        expect([400, 404], `${target}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
  })

  it('resize through no path of the optimiser but its own, even the current version of a shown upload', async () => {
    const name = await uploadPng(admin, `suffix-${Date.now()}.png`)
    expect((await admin.post('/api/artists', { name: 'Suffix Tester', bio: 'On stage.', profilePhoto: name })).status).toBe(201)
    const html = (await (await fetch(`${baseUrl}/artists`)).text()).replaceAll('&amp;', '&')
    const query = new RegExp(`/_next/image(\\?url=[^"\\s,]*?${name.replace('.', '\\.')}[^"\\s,]*?&w=640&q=75)`).exec(html)?.[1]
    expect(query, 'the page asks for a resized photo').toBeDefined()
    expect((await send('GET', `/_next/image${query}`, { Accept: 'image/webp' })).status).toBe(200)
    const madeUp = query!.replace(/v%3D[^&]*/, 'v%3Dmadeup1')
    // Next.js's optimiser answers any path that starts with /_next/image.
    const suffix = fc.constantFrom('x', ';x', '%3Bx', '%3bx', '.png', '/', '/x', '%20', '~')
    await fc.assert(
      fc.asyncProperty(spellings('/_next/image'), suffix, fc.constantFrom(query!, madeUp), async (optimiser, tail, asked) => {
        const answer = await send('GET', `${optimiser}${tail}${asked}`, { Accept: 'image/webp' })
        expect([400, 404], `${optimiser}${tail}: ${answer.status}`).toContain(answer.status)
      }),
      runs,
    )
  })

  it('let the router see only the canonical path: an escaped or dotted path is the same door', async () => {
    const answer = await send('GET', '/./api/%61rtists/../artists?limit=1', {})
    expect(answer.status).toBe(200)
    expect(Array.isArray(JSON.parse(answer.body))).toBe(true)
    expect((await send('GET', '/cms-api/users%2flogin', {})).status).toBe(400)
    expect((await send('GET', '/api/%zz', {})).status).toBe(400)
  })
})
