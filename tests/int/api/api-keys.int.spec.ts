import { createHash, createHmac } from 'node:crypto'

import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'

import { anonymous, type ApiAnswer, type ApiClient, databaseFingerprint, freshSession, localPayload, sql, withApiKey } from '../../setup/api'

/**
 * API keys (src/features/accounts/api-keys.ts): an admin makes one for an account and sees it once; a program
 * sends it as `Authorization: users API-Key {key}`, with no cookie and no Origin, and acts with
 * that account's role on /api and /cms-api; a revoked or wrong key opens nothing.
 */
let admin: ApiClient
let editor: ApiClient
let accounts = 0

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

beforeEach(async () => {
  await sql('TRUNCATE rate_limits')
})

type Answer = ApiAnswer

/** A program's request: its key and nothing else a browser would add (no cookie, no Origin). */
const withKey = (key: string, method: string, path: string, body?: unknown, address = '10.30.0.1'): Promise<Answer> =>
  withApiKey(key).request(method, path, body, { headers: { 'X-Forwarded-For': address } })

/** A new account of this role; answers its id. */
async function account(role: 'admin' | 'editor'): Promise<number> {
  accounts += 1
  const created = await admin.post('/api/users', {
    username: `program${accounts}`,
    email: `program${accounts}@example.com`,
    password: 'sextant-orchid-lagoon-58',
    role,
  })
  expect(created.status).toBe(201)
  return created.body.id
}

/** An admin makes a key for the account; answers the key. */
async function keyFor(id: number): Promise<string> {
  const made = await admin.post(`/api/users/${id}/api-key`)
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  return made.body.apiKey
}

const artist = (name: string) => ({ name, bio: 'Made by a program.' })

describe('an API key', () => {
  it('is made by an admin, answered once, and acts as its account with no cookie and no Origin', async () => {
    const id = await account('editor')
    const made = await admin.post(`/api/users/${id}/api-key`)
    expect(made.status).toBe(201)
    expect(made.body).toEqual({ userId: id, apiKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), apiKeyCreatedAt: expect.any(String) })
    expect(made.headers.get('cache-control')).toBe('private, no-store')
    const key = made.body.apiKey

    const me = await withKey(key, 'GET', '/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id, role: 'editor', apiKeyCreatedAt: made.body.apiKeyCreatedAt })
    expect(me.headers.get('cache-control')).toBe('private, no-store')

    // A write its role allows, without Origin (a cookie without one would be refused).
    const created = await withKey(key, 'POST', '/api/artists', artist('Keyed Artist'))
    expect(created.status).toBe(201)
    expect((await withKey(key, 'PATCH', `/api/artists/${created.body.id}`, { genre: 'Folk' })).status).toBe(200)
    // Payload's own REST takes the same key natively.
    const panel = await withKey(key, 'GET', '/cms-api/users/me')
    expect(panel.status).toBe(200)
    expect(panel.body.user).toMatchObject({ id, role: 'editor' })
    expect(panel.headers.get('cache-control')).toBe('private, no-store')

    // What an editor may not do, it may not do either, and the refusal changes nothing.
    const before = await databaseFingerprint()
    expect((await withKey(key, 'GET', '/api/users')).status).toBe(403)
    expect((await withKey(key, 'POST', '/api/users', { username: 'sneaky', email: 'sneaky@example.com', password: 'sextant-orchid-lagoon-58' })).status).toBe(
      403,
    )
    expect((await withKey(key, 'PATCH', `/api/users/${id}`, { role: 'admin' })).status).toBe(403)
    expect((await withKey(key, 'POST', `/api/users/${id}/api-key`)).status).toBe(403)
    expect(await databaseFingerprint()).toEqual(before)
    // Payload's REST drops a field the account may not set (and saves the rest): the role stays,
    // and so does the key, whatever else its account changes of its own (its email, with its password).
    expect((await withKey(key, 'PATCH', `/cms-api/users/${id}`, { email: `stolen${id}@example.com` })).status).toBe(400)
    expect(
      (await withKey(key, 'PATCH', `/cms-api/users/${id}`, { role: 'admin', email: `renamed${id}@example.com`, currentPassword: 'sextant-orchid-lagoon-58' }))
        .status,
    ).toBe(200)
    expect(await sql('SELECT role, email FROM users WHERE id = $1', [id])).toEqual([{ role: 'editor', email: `renamed${id}@example.com` }])
    expect((await withKey(key, 'GET', '/api/auth/me')).body).toMatchObject({ role: 'editor', apiKeyCreatedAt: made.body.apiKeyCreatedAt })
  })

  it("of an admin does what an admin may, and follows its account's role and life", async () => {
    const id = await account('admin')
    const key = await keyFor(id)
    expect((await withKey(key, 'GET', '/api/users')).status).toBe(200)
    const other = await withKey(key, 'POST', '/api/users', {
      username: `made${accounts}`,
      email: `made${accounts}@example.com`,
      password: 'sextant-orchid-lagoon-58',
    })
    expect(other.status).toBe(201)

    // A new role applies from the next request.
    expect((await admin.patch(`/api/users/${id}`, { role: 'editor' })).status).toBe(200)
    expect((await withKey(key, 'GET', '/api/users')).status).toBe(403)
    expect((await withKey(key, 'GET', '/api/auth/me')).body.role).toBe('editor')
    // A deleted account's key opens nothing.
    expect((await admin.delete(`/api/users/${id}`)).status).toBe(204)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(401)
  })

  it('is stored as Payload stores keys: encrypted, found by an HMAC of it, never answered again', async () => {
    const id = await account('admin')
    const key = await keyFor(id)
    const [row] = await sql<{ api_key: string; api_key_index: string; enable_a_p_i_key: boolean }>(
      'SELECT api_key, api_key_index, enable_a_p_i_key FROM users WHERE id = $1',
      [id],
    )
    expect(row.api_key).not.toContain(key)
    expect((await localPayload()).decrypt(row.api_key)).toBe(key)
    // Payload's own secret is derived from PAYLOAD_SECRET (Payload's constructor).
    const payloadSecret = createHash('sha256').update(inject('secret')).digest('hex').slice(0, 32)
    expect(row.api_key_index).toBe(createHmac('sha256', payloadSecret).update(key).digest('hex'))
    expect(row.enable_a_p_i_key).toBe(true)

    // No read answers the key, its encrypted form or its index, on either door, to anyone.
    const reads = [
      await admin.get('/api/users'),
      await admin.get(`/api/users/${id}`),
      await withKey(key, 'GET', '/api/auth/me'),
      await withKey(key, 'GET', '/api/users'),
      await admin.get('/cms-api/users?limit=100'),
      await admin.get(`/cms-api/users/${id}`),
      await withKey(key, 'GET', '/cms-api/users/me'),
      await withKey(key, 'GET', `/cms-api/users/${id}?depth=0`),
    ]
    for (const read of reads) {
      expect(read.status).toBe(200)
      const text = JSON.stringify(read.body)
      for (const secret of [key, row.api_key, row.api_key_index]) expect(text).not.toContain(secret)
      expect(text).not.toMatch(/"apiKey"|"apiKeyIndex"/)
    }
    const listed = (await admin.get('/api/users')).body.find((user: { id: number }) => user.id === id)
    expect(listed.apiKeyCreatedAt).toEqual(expect.any(String))
    // Payload's panel sees that there is one, and no more.
    expect((await admin.get(`/cms-api/users/${id}`)).body).toMatchObject({ hasAPIKey: true, enableAPIKey: true })
  })

  it('is made and revoked by admins only, for an account that exists and has none yet', async () => {
    const id = await account('editor')
    const before = await databaseFingerprint()
    expect((await editor.post(`/api/users/${id}/api-key`)).status).toBe(403)
    const me = (await editor.get('/api/auth/me')).body.id
    expect((await editor.post(`/api/users/${me}/api-key`)).status).toBe(403)
    expect((await anonymous.post(`/api/users/${id}/api-key`)).status).toBe(401)
    expect(await databaseFingerprint()).toEqual(before)

    // Payload would let anyone who may open /cms give themselves a key: not here.
    const ownKey = 'editor-made-key-0123456789abcdefghijklmnopqrstuvwxyz'
    await editor.patch(`/cms-api/users/${me}`, { enableAPIKey: true, apiKey: ownKey })
    expect((await withKey(ownKey, 'GET', '/api/auth/me')).status).toBe(401)
    const [row] = await sql<{ api_key_index: string | null; api_key_created_at: Date | null }>(
      'SELECT api_key_index, api_key_created_at FROM users WHERE id = $1',
      [me],
    )
    expect(row).toEqual({ api_key_index: null, api_key_created_at: null })

    const key = await keyFor(id)
    expect((await editor.delete(`/api/users/${id}/api-key`)).status).toBe(403)
    expect((await anonymous.delete(`/api/users/${id}/api-key`)).status).toBe(401)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(200)

    // One key at a time: a second is refused until the first is revoked; no account, no key.
    const again = await admin.post(`/api/users/${id}/api-key`)
    expect(again.status).toBe(409)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(200)
    expect((await admin.post('/api/users/99999/api-key')).status).toBe(404)
    expect((await admin.delete('/api/users/99999/api-key')).status).toBe(404)
  })

  it('answers 401 from the next request once revoked, on /api; /cms-api takes it for a visitor', async () => {
    const id = await account('editor')
    const key = await keyFor(id)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(200)

    expect((await admin.delete(`/api/users/${id}/api-key`)).status).toBe(204)
    for (const [method, path, body] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/artists'],
      ['POST', '/api/artists', artist('Too Late')],
    ] as const) {
      const answer = await withKey(key, method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.message).toMatch(/API key is not valid/)
    }
    // Payload's REST answers a key it does not know as it answers a visitor.
    expect((await withKey(key, 'GET', '/cms-api/users/me')).body.user).toBeNull()
    expect((await withKey(key, 'POST', '/cms-api/artists', artist('Too Late'))).status).toBe(403)
    expect(await sql(`SELECT id FROM artists WHERE name = 'Too Late'`)).toEqual([])

    const [row] = await sql('SELECT api_key, api_key_index, api_key_created_at, enable_a_p_i_key FROM users WHERE id = $1', [id])
    expect(row).toEqual({ api_key: null, api_key_index: null, api_key_created_at: null, enable_a_p_i_key: false })
    const listed = (await admin.get('/api/users')).body.find((user: { id: number }) => user.id === id)
    expect(listed.apiKeyCreatedAt).toBeNull()

    // A new key works; the old one stays dead.
    const renewed = await keyFor(id)
    expect((await withKey(renewed, 'GET', '/api/auth/me')).status).toBe(200)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(401)
  })

  it('that is wrong answers 401 on /api, even where a visitor may read', async () => {
    for (const wrong of ['nonsense', '', 'x'.repeat(43)]) {
      expect((await withKey(wrong, 'GET', '/api/auth/me')).status).toBe(401)
      expect((await withKey(wrong, 'GET', '/api/artists')).status).toBe(401)
    }
  })

  it('is never one a client chose: apiKey or enableAPIKey in any other body answers 400 naming the key routes', async () => {
    const id = await account('editor')
    const before = await databaseFingerprint()
    const refusals = [
      await admin.patch(`/cms-api/users/${id}`, { apiKey: 'abc' }),
      await admin.patch(`/cms-api/users/${id}`, { enableAPIKey: true, apiKey: 'panel-made-key-0123456789abcdefghijklmnopqrstuvwxyz' }),
      await admin.patch(`/cms-api/users/${id}`, { apiKeyIndex: 'forged' }),
      await admin.post('/cms-api/users', {
        username: 'keyed',
        email: 'keyed@example.com',
        password: 'sextant-orchid-lagoon-58',
        enableAPIKey: true,
        apiKey: 'abc',
      }),
      await admin.patch(`/api/users/${id}`, { apiKey: 'abc' }),
      await admin.post('/api/users', { username: 'keyed', email: 'keyed@example.com', password: 'sextant-orchid-lagoon-58', enableAPIKey: true }),
    ]
    for (const refusal of refusals) {
      expect(refusal.status, JSON.stringify(refusal.body)).toBe(400)
      expect(refusal.body.message ?? refusal.body.errors[0].message).toContain('/api/users/{id}/api-key')
    }
    expect(await databaseFingerprint()).toEqual(before)
    expect((await withKey('abc', 'GET', '/api/auth/me')).status).toBe(401)

    // An existing key is not silently replaced nor revoked by a body: only the key routes do that.
    const key = await keyFor(id)
    expect((await admin.patch(`/cms-api/users/${id}`, { apiKey: 'replacement' })).status).toBe(400)
    expect((await admin.patch(`/cms-api/users/${id}`, { enableAPIKey: false })).status).toBe(400)
    expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(200)
    expect((await withKey('replacement', 'GET', '/api/auth/me')).status).toBe(401)
    // The /cms panel's forms send the account's enableAPIKey back as it is: that changes nothing.
    expect((await admin.patch(`/cms-api/users/${id}`, { enableAPIKey: true, username: `renamed${id}` })).status).toBe(200)
    expect((await withKey(key, 'GET', '/api/auth/me')).body).toMatchObject({ id, username: `renamed${id}` })
  })

  it("is revoked when an admin resets its account's password, on either door; one's own new password keeps it", async () => {
    const id = await account('editor')
    const revoked = async (key: string) => {
      expect((await withKey(key, 'GET', '/api/auth/me')).status).toBe(401)
      expect(await sql('SELECT api_key, api_key_index, api_key_created_at, enable_a_p_i_key FROM users WHERE id = $1', [id])).toEqual([
        { api_key: null, api_key_index: null, api_key_created_at: null, enable_a_p_i_key: false },
      ])
    }
    const first = await keyFor(id)
    expect((await admin.patch(`/api/users/${id}`, { password: 'quarry-beacon-tulip-64' })).status).toBe(200)
    await revoked(first)
    const second = await keyFor(id)
    expect((await admin.patch(`/cms-api/users/${id}`, { password: 'harbor-juniper-lantern-19' })).status).toBe(200)
    await revoked(second)

    // An account that changes its own password (with the current one) keeps its key.
    const own = await account('admin')
    const key = await keyFor(own)
    const changed = await withKey(key, 'PATCH', `/api/users/${own}`, { password: 'meadow-cobalt-fjord-27', currentPassword: 'sextant-orchid-lagoon-58' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await withKey(key, 'GET', '/api/auth/me')).body).toMatchObject({ id: own })
  })

  it("gets answers of its own, never a visitor's from the edge's cache nor one kept for visitors", async () => {
    const key = await keyFor(await account('editor'))
    expect((await admin.post('/api/artists', { ...artist('Archived Act'), status: 'archived' })).status).toBe(201)
    const names = (answer: Answer) => (answer.body as { name: string }[]).map((a) => a.name)
    // A visitor's list, kept by the edge until content changes...
    await anonymous.get('/api/artists')
    expect(names(await anonymous.get('/api/artists'))).not.toContain('Archived Act')
    // ...is not what a key gets, and what a key gets is not kept for visitors.
    const staff = await withKey(key, 'GET', '/api/artists')
    expect(names(staff)).toContain('Archived Act')
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect(staff.headers.get('etag')).toBeNull()
    expect(names(await anonymous.get('/api/artists'))).not.toContain('Archived Act')
  })

  it('is limited to 600 requests a minute per address, right or wrong', async () => {
    const key = await keyFor(await account('editor'))
    const statuses: number[] = []
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => withKey(key, 'GET', '/api/auth/me', undefined, '10.31.0.1')))
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    const limited = await withKey(key, 'GET', '/api/auth/me', undefined, '10.31.0.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Wrong keys spend the same budget; another address has its own.
    expect((await withKey('nonsense', 'GET', '/api/auth/me', undefined, '10.31.0.1')).status).toBe(429)
    expect((await withKey(key, 'GET', '/api/auth/me', undefined, '10.31.0.2')).status).toBe(200)
  }, 60_000)
})
