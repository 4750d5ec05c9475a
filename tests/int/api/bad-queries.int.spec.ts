import { rmSync } from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, uploadPng } from '../../setup/api'
import { mediaDir } from '../../setup/worker'

/**
 * What a client got wrong in a query answers 4xx with the reason, on /cms-api as on /api, never
 * 500 (src/hooks/well-formed-query.ts): each request here failed with 500 before.
 */
let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  expect((await admin.post('/api/artists', { name: 'Query Artist', bio: 'Plain' })).status).toBe(201)
  expect((await admin.post('/api/artists', { name: 'Second Artist', bio: 'Plain', genre: 'Folk' })).status).toBe(201)
  expect((await admin.post('/api/galleries', { eventName: 'Query Gallery' })).status).toBe(201)
})

/** The reason a refusal gives, on either door. */
const reason = (body: { message?: string; errors?: { message: string }[] }) => body.message ?? body.errors?.[0]?.message ?? ''

const BAD_QUERIES = [
  ['/cms-api/artists?where[name][near]=1,2', /point/],
  ['/cms-api/artists?where[name][within]=x', /point/],
  ['/cms-api/artists?where[name][intersects]=x', /point/],
  ['/cms-api/artists?where[name][all]=a', /not supported/],
  ['/cms-api/artists?where=abc', /JSON/],
  ['/cms-api/galleries?where=abc', /JSON/],
  ['/cms-api/artists?where[updatedAt][like]=2026', /matches text/],
  ['/cms-api/artists?where[name][like][]=a', /one text value/],
  ['/cms-api/artists?limit=1&limit=2', /limit must be a whole number/],
  ['/cms-api/galleries?limit=1&limit=2', /limit must be a whole number/],
  ['/cms-api/galleries?where[photos][contains]=x', /JSON/],
  ['/cms-api/galleries/count?where[photos.0][equals]=', /position in a list/],
  ['/cms-api/galleries?where[photos.0][exists]=true', /position in a list/],
  ['/cms-api/artists?where[id][equals]=abc', /record id/],
  ['/cms-api/artists?where[status][equals]=nope', /one of: active, archived/],
  ['/cms-api/galleries?where[eventDate][greater_than]=someday', /date/],
  ['/cms-api/artists?where[nope][equals]=1', /cannot be queried/],
  ['/cms-api/artists/count?where[name][near]=1,2', /point/],
  ['/cms-api/premium-accommodations?where[price][in]=%00', /NUL/],
] as const

describe('a query a client got wrong', () => {
  it.each(BAD_QUERIES)('%s answers 400 with the reason, to visitors and staff', async (path, why) => {
    for (const client of [anonymous, editor]) {
      const answer = await client.get(path)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400)
      expect(reason(answer.body)).toMatch(why)
    }
  })

  it('with an id that is no id answers 404, not a SQL error', async () => {
    for (const path of ['/cms-api/artists/abc', '/cms-api/artists/1.5', '/cms-api/artists/99999999999']) {
      expect((await editor.get(path)).status, path).toBe(404)
    }
  })

  it('that is well formed still answers as before', async () => {
    const found = await anonymous.get('/cms-api/artists?where[name][like]=query&where[id][in]=1,2&limit=5&depth=0')
    expect(found.status).toBe(200)
    expect(found.body.docs.map((doc: { name: string }) => doc.name)).toEqual(['Query Artist'])
    expect((await anonymous.get('/cms-api/artists?where[or][0][genre][equals]=Folk&where[or][1][name][contains]=query')).body.totalDocs).toBe(2)
    expect((await editor.get('/cms-api/galleries?where[photos][exists]=true')).status).toBe(200)
  })

  it("sent as a POST read as a GET answers 400 when its body cannot be read; the /cms panel's form-encoded one still works", async () => {
    const override = (body: string, type: string) =>
      fetch(`${baseUrl}/cms-api/artists`, { method: 'POST', headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': type, Origin: baseUrl }, body })
    const unreadable = await override('nonsense', 'application/json')
    expect(unreadable.status).toBe(400)
    expect(reason(await unreadable.json())).toMatch(/JSON object/)
    expect((await override('where=abc', 'application/x-www-form-urlencoded')).status).toBe(400)
    const panel = await override('where[name][like]=second&limit=10', 'application/x-www-form-urlencoded')
    expect(panel.status).toBe(200)
    expect((await panel.json()).docs.map((doc: { name: string }) => doc.name)).toEqual(['Second Artist'])
  })
})

describe('version routes of what keeps no versions', () => {
  it('answer 404 with the reason, to staff and visitors alike', async () => {
    for (const path of [
      '/cms-api/event-objectives/versions',
      '/cms-api/event-objectives/versions/1',
      '/cms-api/globals/contact-settings/versions',
      '/cms-api/globals/contact-settings/versions/1',
    ]) {
      for (const client of [admin, anonymous]) {
        const answer = await client.get(path)
        expect(answer.status, path).toBe(404)
        expect(reason(answer.body)).toMatch(/keeps no versions/)
      }
    }
    expect((await admin.post('/cms-api/event-objectives/versions/1')).status).toBe(404)
  })
})

describe('/cms-api/{collection}/distinct', () => {
  it('lists the values of a field staff may read; visitors get 403', async () => {
    const names = await editor.get('/cms-api/artists/distinct?field=name&sort=name')
    expect(names.status).toBe(200)
    expect(names.body.values).toEqual([{ name: 'Query Artist' }, { name: 'Second Artist' }])
    const filtered = await editor.get('/cms-api/artists/distinct?field=genre&where[genre][exists]=true')
    expect(filtered.body.values).toEqual([{ genre: 'Folk' }])

    expect((await anonymous.get('/cms-api/artists/distinct?field=name')).status).toBe(403)
    // Fields staff may not read: a password's hash, an API key.
    for (const field of ['hash', 'apiKey']) expect((await admin.get(`/cms-api/users/distinct?field=${field}`)).status, field).toBe(403)
    expect((await editor.get('/cms-api/artists/distinct')).status).toBe(400)
    const unknown = await editor.get('/cms-api/artists/distinct?field=nope')
    expect(unknown.status).toBe(400)
    expect(reason(unknown.body)).toMatch(/no field named nope/)
  })
})

describe('an upload whose file is gone from the disk', () => {
  it('answers 404 to staff and visitors, not 500', async () => {
    const photo = await uploadPng(admin, 'gone.png')
    const gallery = await admin.post('/api/galleries', { eventName: 'Gone', photos: [photo] })
    expect(gallery.status).toBe(201)
    expect((await anonymous.get(`/cms-api/media/file/${photo}`)).status).toBe(200)
    // Deleting the gallery deletes its photo, once the deletion has committed.
    expect((await admin.delete(`/api/galleries/${gallery.body.id}`)).status).toBe(204)
    const deadline = Date.now() + 10_000
    while ((await admin.get(`/cms-api/media?where[filename][equals]=${photo}`)).body.totalDocs > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100))
    for (const client of [admin, editor, anonymous]) {
      const answer = await client.get(`/cms-api/media/file/${photo}`)
      expect(answer.status).toBe(404)
    }
    // Its record kept, its file removed by hand.
    const kept = await uploadPng(admin, 'kept.png')
    rmSync(path.join(mediaDir, kept))
    const answer = await admin.get(`/cms-api/media/file/${kept}`)
    expect(answer.status).toBe(404)
    expect(reason(answer.body)).toMatch(/Not Found/)
  })
})
