import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'

import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, sql } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
  for (const name of ['Ana', 'Bikash', 'Chandra', 'Deepa', 'Eli']) expect((await admin.post('/api/artists', { name, bio: `${name} sings.` })).status).toBe(201)
})

/** GET as sent on the wire (fetch would decompress), with the given Accept-Encoding. */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

const names = async (client: ApiClient, path = '/api/artists') => (await client.get(path)).body.map((a: { name: string }) => a.name)

describe('list answers', () => {
  // A write by another hand reaches the server as a notification a moment after it commits
  // (docs/architecture.md, Freshness across instances): the list shows it as soon as it arrives.
  const soon = { timeout: 3_000, interval: 20 }

  it('show every change, including changes made in SQL by hand or by another instance, as soon as it is heard of', async () => {
    expect(await names(anonymous)).toEqual(['Ana', 'Bikash', 'Chandra', 'Deepa', 'Eli'])
    await sql(`UPDATE artists SET name = 'Anaya' WHERE name = 'Ana'`)
    await expect.poll(() => names(anonymous), soon).toContain('Anaya')
    await sql(`WITH made AS (INSERT INTO artists (name, status, updated_at, created_at) VALUES ('Farah', 'active', now(), now()) RETURNING id)
      INSERT INTO artists_locales (bio, _locale, _parent_id) SELECT 'New.', 'en', id FROM made`)
    await expect.poll(() => names(anonymous), soon).toContain('Farah')
    await sql(`DELETE FROM artists WHERE name = 'Farah'`)
    await expect.poll(() => names(anonymous), soon).not.toContain('Farah')
  })

  it('answer 304 to a client holding the current version, and the new list after a change', async () => {
    const first = await anonymous.get('/api/artists')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"artists-\d+(-gzip)?"$/)
    expect((await anonymous.get('/api/artists', { headers: { 'If-None-Match': etag } })).status).toBe(304)
    expect((await admin.patch(`/api/artists/${first.body[1].id}`, { genre: 'Folk' })).status).toBe(200)
    const changed = await anonymous.get('/api/artists', { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(changed.body[1].genre).toBe('Folk')
  })

  it('send the whole list gzipped to the clients that accept it, each encoding with its own ETag', async () => {
    const plain = await raw('/api/artists', 'identity')
    const zipped = await raw('/api/artists', 'gzip, deflate, br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    expect(JSON.parse(plain.body.toString()).length).toBeGreaterThan(0)
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zipped.headers.etag).not.toBe(plain.headers.etag)

    const again = await raw('/api/artists', 'gzip')
    expect(again.headers.etag).toBe(zipped.headers.etag)
    expect((await anonymous.get('/api/artists', { headers: { 'Accept-Encoding': 'identity', 'If-None-Match': zipped.headers.etag! } })).status).toBe(200)
    expect((await raw('/api/artists', 'gzip;q=0, identity')).headers['content-encoding']).toBeUndefined()
    expect((await raw('/api/artists', '*')).headers['content-encoding']).toBe('gzip')
  })

  it('never give visitors what only staff may see, whoever asked first', async () => {
    await admin.post('/api/sponsorships', { packageName: 'Public Gold' })
    await admin.post('/api/sponsorships', { packageName: 'Staff Only', visibility: 'internal' })
    const packageNames = async (client: ApiClient) => (await client.get('/api/sponsorships')).body.map((p: { packageName: string }) => p.packageName)
    expect(await packageNames(admin)).toEqual(['Public Gold', 'Staff Only'])
    expect(await packageNames(anonymous)).toEqual(['Public Gold'])
    expect(await packageNames(admin)).toEqual(['Public Gold', 'Staff Only'])
    expect((await admin.get('/api/sponsorships')).headers.get('cache-control')).toBe('private, no-store')
  })

  it('give one page with ?limit=&page= and the total, and refuse malformed pages with 400', async () => {
    const all = await names(anonymous)
    const page = await anonymous.get('/api/artists?limit=2&page=2')
    expect(page.status).toBe(200)
    expect(page.body.map((a: { name: string }) => a.name)).toEqual(all.slice(2, 4))
    expect(page.headers.get('x-total-count')).toBe(String(all.length))
    expect((await anonymous.get('/api/artists?limit=2&page=99')).body).toEqual([])
    expect((await admin.get('/api/artists?page=1')).headers.get('x-total-count')).toBe(String(all.length))
    for (const query of ['limit=0', 'limit=501', 'limit=abc', 'page=0', 'page=-1', 'limit=1.5', 'page=1e3']) {
      const answer = await anonymous.get(`/api/artists?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message).toBe('Invalid page request')
    }
  })
})
