import { connect } from 'node:net'

import { SignJWT } from 'jose'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ADMIN, type ApiClient, baseUrl, EDITOR, freshSession, signIn, sql, uploadPng } from '../../setup/api'

/**
 * The same rules on every door: the product's API (/api) and Payload's own REST (/cms-api) lead
 * to the same data, and what one refuses the other refuses too (src/server/edge/door-rules.ts,
 * the collections' hooks).
 */
let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

beforeEach(async () => {
  await sql('TRUNCATE rate_limits')
})

const message = { name: 'Ann Shrestha', email: 'ann@example.com', subject: 'Booking an Artist', message: 'We would like to book a band for May.' }
/** As a client at `address` behind the one proxy the test server trusts. */
const post = (path: string, body: BodyInit, address: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...headers } })

describe('contact messages', () => {
  it('are limited to 5 a minute per address on /cms-api as on /api, one budget for both', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await post('/cms-api/contact-messages', JSON.stringify(message), '10.1.0.1')).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])

    const mixed: number[] = []
    for (const door of ['/api', '/cms-api', '/api', '/cms-api', '/api', '/cms-api']) {
      mixed.push((await post(`${door}/contact-messages`, JSON.stringify(message), '10.1.0.2')).status)
    }
    expect(mixed).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post('/cms-api/contact-messages', JSON.stringify(message), '10.1.0.2')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).errors[0].message).toMatch(/Too many requests/)
  })

  it('keep only the form fields a visitor sent: no date of their choosing, never read', async () => {
    const answer = await post(
      '/cms-api/contact-messages',
      JSON.stringify({ ...message, subject: 'Pinned', createdAt: '2099-01-01T00:00:00.000Z', updatedAt: '2099-01-01T00:00:00.000Z', read: true }),
      '10.1.0.3',
    )
    expect(answer.status).toBe(201)
    const [row] = await sql<{ created_at: Date; updated_at: Date; read: boolean }>(
      `SELECT created_at, updated_at, read FROM contact_messages WHERE subject = 'Pinned'`,
    )
    expect(Math.abs(row.created_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(Math.abs(row.updated_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(row.read).toBe(false)
  })
})

describe('sign-in', () => {
  it('is limited per address on every way in, /cms-api included', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const body = JSON.stringify({ email: 'nobody@example.com', password: `wrong-${i}` })
      statuses.push((await post('/cms-api/users/login', body, '10.2.0.1', { Origin: baseUrl })).status)
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    // The same budget on the product's sign-in and on a password reset request.
    expect((await post('/api/auth/login', JSON.stringify({ login: ADMIN.username, password: ADMIN.password }), '10.2.0.1', { Origin: baseUrl })).status).toBe(
      429,
    )
    expect((await post('/cms-api/users/forgot-password', JSON.stringify({ email: ADMIN.email }), '10.2.0.1', { Origin: baseUrl })).status).toBe(429)
    // And on a guess at the current password, signed in from that address.
    const change = await post(
      '/api/auth/change-password',
      JSON.stringify({ currentPassword: 'a-guess-at-it-1', newPassword: 'another-long-pass-2' }),
      '10.2.0.1',
      { Origin: baseUrl, Cookie: admin.cookie ?? '' },
    )
    expect(change.status).toBe(429)
    expect(Number(change.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('from another site is refused on every door, and sets no session', async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: ADMIN.email, password: ADMIN.password }))
    const multipart = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      body: form,
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': '10.2.0.2' },
    })
    expect(multipart.status).toBe(403)
    expect(multipart.headers.get('set-cookie')).toBeNull()
    const json = await post('/api/auth/login', JSON.stringify({ login: ADMIN.username, password: ADMIN.password }), '10.2.0.2', {
      Origin: 'https://evil.example',
    })
    expect(json.status).toBe(403)
    expect(json.headers.get('set-cookie')).toBeNull()
    // From the site itself it works.
    expect((await post('/api/auth/login', JSON.stringify({ login: ADMIN.username, password: ADMIN.password }), '10.2.0.2', { Origin: baseUrl })).status).toBe(
      200,
    )
  })
})

describe('a locked account', () => {
  it('answers on /cms-api exactly as a missing account does, even to the right password', async () => {
    expect((await admin.post('/api/users', { username: 'locked-out', email: 'locked-out@example.com', password: 'pebble-aurora-hinge-19' })).status).toBe(201)
    const login = (email: string, password: string) => post('/cms-api/users/login', JSON.stringify({ email, password }), '10.2.0.3', { Origin: baseUrl })
    for (let i = 0; i < 5; i++) expect((await login('locked-out@example.com', 'not-the-passphrase')).status).toBe(401)
    const locked = await login('locked-out@example.com', 'pebble-aurora-hinge-19')
    const missing = await login('nobody@example.com', 'not-the-passphrase')
    expect(locked.status).toBe(401)
    expect(missing.status).toBe(401)
    expect(await locked.json()).toEqual(await missing.json())
  })
})

describe("a signed-in user's answers", () => {
  it('are never kept by a browser or a proxy, on either door', async () => {
    const editor = await signIn(EDITOR)
    for (const path of ['/api/auth/me', '/api/users', '/api/events', '/cms-api/users/me', '/cms-api/contact-messages', '/cms-api/events']) {
      const client = path === '/api/users' ? admin : editor
      const answer = await client.get(path)
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })
})

/**
 * A raw client: sends the head, then `bodyBytes` as fast as the connection takes them, reading all
 * the while; answers what it read and whether the connection was reset. With `waitForContinue`
 * it sends `Expect: 100-continue` and the body only once told to go on.
 */
function rawPost(path: string, bodyBytes: number, { waitForContinue = false } = {}): Promise<{ received: string; reset: string | null }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    // As a client that keeps sending after the server is done answering (Python's http.client, say).
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true })
    let received = ''
    let reset: string | null = null
    let sent = 0
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const pump = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent))
        sent += piece.length
        if (!socket.write(piece)) return void socket.once('drain', pump)
      }
      if (!socket.destroyed) socket.end()
    }
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n` +
          `X-Forwarded-For: 10.3.0.9\r\n${waitForContinue ? 'Expect: 100-continue\r\n' : ''}\r\n`,
      )
      if (!waitForContinue) pump()
    })
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1')
      if (waitForContinue && received.startsWith('HTTP/1.1 100')) pump()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => (reset = error.code ?? error.message))
    // The answer is whole: a client that never began its body has nothing more to send.
    socket.on('end', () => {
      if (waitForContinue && sent === 0) socket.end()
    })
    socket.on('close', () => resolve({ received, reset }))
    socket.setTimeout(20_000, () => socket.destroy())
  })
}

describe('request bodies', () => {
  it('over 1 MB are refused on /cms-api as on /api, before they are read, with an answer the client can read', { timeout: 120_000 }, async () => {
    const before = Number((await sql<{ count: string }>('SELECT count(*) FROM contact_messages'))[0].count)
    for (const size of [3, 40]) {
      const huge = JSON.stringify({ ...message, message: 'x'.repeat(size * 1024 * 1024) })
      for (let i = 0; i < 2; i++) {
        for (const door of ['/cms-api', '/api']) {
          // Node's fetch sends the whole body before it reads the answer: the server keeps reading
          // (and dropping) it after answering instead of resetting the connection under it.
          const answer = await post(`${door}/contact-messages`, huge, '10.3.0.1')
          expect(answer.status).toBe(413)
          expect(answer.headers.get('connection')).toBe('close')
          expect(await answer.text()).toMatch(/Request body is too large/)
        }
      }
      const raw = await rawPost('/api/contact-messages', size * 1024 * 1024)
      expect(raw.received).toMatch(/^HTTP\/1\.1 413 /)
      expect(raw.reset).toBeNull()
    }
    expect(Number((await sql<{ count: string }>('SELECT count(*) FROM contact_messages'))[0].count)).toBe(before)
  })

  it('that a client offers with Expect: 100-continue are refused before it sends them, and welcome once allowed', async () => {
    const refused = await rawPost('/cms-api/contact-messages', 40 * 1024 * 1024, { waitForContinue: true })
    expect(refused.received).toMatch(/^HTTP\/1\.1 413 /)
    expect(refused.reset).toBeNull()
    const body = JSON.stringify(message)
    const { hostname, port } = new URL(baseUrl)
    const welcome = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
        socket.write(
          `POST /api/contact-messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 10.3.0.8\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
        ),
      )
      let received = ''
      socket.on('data', (data: Buffer) => {
        if (received === '' && data.toString().startsWith('HTTP/1.1 100')) socket.write(body)
        received += data.toString()
      })
      socket.on('error', reject)
      socket.on('close', () => resolve(received))
    })
    expect(welcome).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 /)
  })

  it('of an upload over 10 MB are refused with an answer the client can read', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'big.png')
    for (let i = 0; i < 3; i++) {
      const answer = await admin.post('/api/media', form)
      expect(answer.status).toBe(413)
    }
  })

  it('past 1 MB pass only with a session that holds: a made-up session cookie lifts no cap', async () => {
    const form = () => {
      const data = new FormData()
      data.set('file', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' }), 'big.png')
      return data
    }
    // The admin's own session, re-signed with another key or with none: the claims are right, the signature is not.
    const [, claims] = (admin.cookie ?? '').replace('payload-token=', '').split('.')
    const { sub: _sub, ...payload } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
    const wrongKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', authVersion: 1 } as never)
      .sign(new TextEncoder().encode('not-the-sites-secret-at-all-000000'))
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', authVersion: 1 })).toString('base64url')}.${claims}.`
    for (const door of ['/api/media', '/cms-api/media']) {
      for (const cookie of ['payload-token=made.up.token', `payload-token=${wrongKey}`, `payload-token=${unsigned}`]) {
        const forged = await fetch(`${baseUrl}${door}`, { method: 'POST', body: form(), headers: { Origin: baseUrl, Cookie: cookie } })
        expect(forged.status, `${door} ${cookie}`).toBe(413)
        expect(await forged.text()).toMatch(/Request body is too large/)
      }
      // The admin's own session passes the door (the file itself is then refused: it is no image).
      const real = await fetch(`${baseUrl}${door}`, { method: 'POST', body: form(), headers: { Origin: baseUrl, Cookie: admin.cookie ?? '' } })
      expect(real.status, door).toBe(400)
    }
    // A session that has ended holds no more.
    const ended = await signIn(EDITOR)
    expect((await ended.post('/api/auth/logout')).status).toBe(200)
    expect((await fetch(`${baseUrl}/api/media`, { method: 'POST', body: form(), headers: { Origin: baseUrl, Cookie: ended.cookie ?? '' } })).status).toBe(413)
    expect(Number((await sql<{ count: string }>('SELECT count(*) FROM media'))[0].count)).toBe(0)
  })

  it('of an anonymous upload to /cms-api/media are refused unread', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' }), 'big.png')
    const answer = await fetch(`${baseUrl}/cms-api/media`, { method: 'POST', body: form })
    expect(answer.status).toBe(401)
    expect(Number((await sql<{ count: string }>('SELECT count(*) FROM media'))[0].count)).toBe(0)
  })
})

describe('malformed bodies', () => {
  it('are refused with 400 and a reason on /cms-api, as on /api, and change nothing (they answered 500)', async () => {
    const cases: [string, BodyInit, Record<string, string>][] = [
      ['an array nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, {}],
      ['a JSON array', '[{"name":"A","bio":"B"}]', {}],
      ['plain text', '{"name":"A","bio":"B"}', { 'Content-Type': 'text/plain' }],
      ['multipart without a boundary', '{}', { 'Content-Type': 'multipart/form-data' }],
      ['multipart cut short', '--zzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}', { 'Content-Type': 'multipart/form-data; boundary=zzz' }],
    ]
    const [{ count: before }] = await sql<{ count: string }>('SELECT count(*) FROM artists')
    for (const [what, body, headers] of cases) {
      for (const path of ['/cms-api/artists', '/api/artists']) {
        const answer = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie!, ...headers },
        })
        expect(answer.status, `${what} to ${path}`).toBe(400)
        const text = JSON.stringify(await answer.json())
        expect(text, `${what} to ${path}`).not.toContain('Something went wrong')
      }
    }
    const [{ count: after }] = await sql<{ count: string }>('SELECT count(*) FROM artists')
    expect(after).toBe(before)

    // Values Payload's own checks let through and PostgreSQL refused (they answered 500).
    const artist = await admin.post('/api/artists', { name: 'Kept', bio: 'Unchanged' })
    const wrongChoice = await admin.patch(`/cms-api/artists/${artist.body.id}`, { status: false })
    expect(wrongChoice.status).toBe(400)
    expect(wrongChoice.body.errors[0].data.errors).toEqual([{ path: 'status', message: 'status must be one of: active, archived.' }])
    const notText = await admin.post('/cms-api/users', { username: true, email: {}, password: 'long-enough-password' })
    expect(notText.status).toBe(400)
    expect(notText.body.errors[0].data.errors).toHaveLength(2)
    expect(notText.body.errors[0].data.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'email must be text.' },
        { path: 'username', message: 'username must be text.' },
      ]),
    )
    const gallery = await admin.post('/cms-api/galleries', { eventName: 'Dated', eventDate: '2026-11-01T00:00:00.000Z' })
    expect(gallery.status).toBe(201)
    for (const eventDate of [false, 0, 'not a date']) {
      const notDate = await admin.patch(`/cms-api/galleries/${gallery.body.doc.id}`, { eventDate })
      expect(notDate.status, JSON.stringify(eventDate)).toBe(400)
      expect(notDate.body.errors[0].data.errors).toEqual([{ path: 'eventDate', message: 'eventDate must be a date, such as 2027-01-15T19:30:00.000Z.' }])
    }
    expect((await admin.get(`/cms-api/galleries/${gallery.body.doc.id}`)).body.eventDate).toBe('2026-11-01T00:00:00.000Z')
    // The timestamps are the server's on every door: a made-up one is dropped, not stored or fatal.
    const madeUpDate = await admin.patch(`/cms-api/artists/${artist.body.id}`, { createdAt: "' OR '1'='1", updatedAt: '2099-01-01T00:00:00Z' })
    expect(madeUpDate.status).toBe(200)
    expect(madeUpDate.body.doc.createdAt).toBe(artist.body.createdAt)
    expect(new Date(madeUpDate.body.doc.updatedAt).getFullYear()).toBeLessThan(2099)
    expect((await admin.get(`/api/artists/${artist.body.id}`)).body).toMatchObject({ name: 'Kept', status: 'active' })
  })
})

describe("a visitor's list on /cms-api", () => {
  it('holds at most 100 records, one level deep, whatever limit, depth or pagination it asks for', async () => {
    // An objective's title is its English text: a row of its own, in event_objectives_locales.
    await sql(`WITH made AS (INSERT INTO event_objectives (updated_at, created_at) SELECT now(), now() FROM generate_series(1, 130) RETURNING id)
      INSERT INTO event_objectives_locales (title, _locale, _parent_id) SELECT 'Objective ' || id, 'en', id FROM made`)
    // Credentials that sign in no one change nothing: a made-up key or token, an unknown cookie.
    const noOne: Record<string, string>[] = [
      {},
      { authorization: 'Bearer junk' },
      { authorization: 'users API-Key 00000000-0000-0000-0000-000000000000' },
      { cookie: 'payload-token=expired' },
    ]
    for (const headers of noOne) {
      for (const query of ['limit=0', 'limit=100000', 'pagination=false', 'limit=0&pagination=false&depth=10']) {
        const answer = await fetch(`${baseUrl}/cms-api/event-objectives?${query}`, { headers })
        const label = `${query} ${JSON.stringify(headers)}`
        expect(answer.status, label).toBe(200)
        const body = (await answer.json()) as { docs: unknown[]; totalDocs: number }
        expect(body.docs.length, label).toBe(100)
        expect(body.totalDocs, label).toBe(130)
      }
    }
    // A page within the cap is left as asked, and staff get what they ask for.
    expect(((await (await fetch(`${baseUrl}/cms-api/event-objectives?limit=20`)).json()) as { docs: unknown[] }).docs).toHaveLength(20)
    expect((await admin.get('/cms-api/event-objectives?limit=0')).body.docs).toHaveLength(130)
  })
})

describe('uploads', () => {
  it("a visitor sees only those a public record uses: not an archived artist's, not an internal package's", async () => {
    const shown = await uploadPng(admin, 'on-stage.png')
    const archived = await uploadPng(admin, 'archived-artist.png')
    const internal = await uploadPng(admin, 'internal-package.png')
    expect((await admin.post('/api/artists', { name: 'Shown', bio: 'Active.', profilePhoto: shown })).status).toBe(201)
    expect((await admin.post('/api/artists', { name: 'Gone', bio: 'Archived.', status: 'archived', profilePhoto: archived })).status).toBe(201)
    expect((await admin.post('/api/sponsorships', { packageName: 'Secret', visibility: 'internal', image: internal })).status).toBe(201)

    const listed = (await (await fetch(`${baseUrl}/cms-api/media?limit=0`)).json()) as { docs: { filename: string }[] }
    expect(listed.docs.map((doc) => doc.filename)).toEqual([shown])
    const status = async (name: string) => (await fetch(`${baseUrl}/cms-api/media/file/${name}`)).status
    expect(await status(shown)).toBe(200)
    expect(await status(archived)).toBe(404)
    expect(await status(internal)).toBe(404)
    expect(await status(archived.replace('.png', '-320x320.png'))).toBe(404)
    // Staff see them all.
    expect((await admin.get('/cms-api/media?limit=0')).body.docs).toHaveLength(3)
  })
})

describe('pages', () => {
  it('take no form posted from another site: 403, never a 500, on any page or the panel', async () => {
    for (const path of ['/', '/events', '/artists', '/contact', '/cms', '/admin']) {
      for (const headers of [{ Origin: 'http://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
        const form = new FormData()
        form.set('a', '1')
        const answer = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form, headers, redirect: 'manual' })
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
        expect(await answer.text()).toBe('Forms are sent to this site from its own pages only.')
      }
    }
    // From the site's own page, Next.js answers for itself, as before.
    const own = new FormData()
    own.set('a', '1')
    expect((await fetch(`${baseUrl}/events`, { method: 'POST', body: own, headers: { Origin: baseUrl } })).status).toBeLessThan(500)
  })
})
