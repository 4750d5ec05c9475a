import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACTIVITY_KEPT_DAYS } from '@/features/activity/entries'

import { ADMIN, anonymous, type ApiClient, baseUrl, EDITOR, freshSession, localPayload, sql, uploadPng, withApiKey } from '../../setup/api'

/**
 * The activity log (docs/product.md#the-activity-log): every act of staff and every sign-in
 * attempt, through every door (/api, /cms-api, the /cms panel, API keys), read by admins alone, and
 * changed by nobody.
 */

let admin: ApiClient
let editor: ApiClient
let editorId: number
let adminId: number

type Entry = {
  id: number
  at: string
  user: { id: number; username: string } | null
  action: string
  resource: string
  recordId: number | null
  door: string
  apiKey?: true
  summary: string
  link: string | null
  recordDeleted?: true
}

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  editorId = (await editor.get('/api/auth/me')).body.id
  adminId = (await admin.get('/api/auth/me')).body.id
})

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

/** The newest entries that match the query, oldest first (as they happened). */
async function entries(query = ''): Promise<Entry[]> {
  const answer = await admin.get(`/api/activity?limit=200${query ? `&${query}` : ''}`)
  expect(answer.status).toBe(200)
  return [...(answer.body.docs as Entry[])].reverse()
}

const since = async (before: number, query = '') => (await entries(query)).filter((entry) => entry.id > before)
const lastId = async () => (await entries()).at(-1)?.id ?? 0
const shape = (entry: Entry) => [entry.action, entry.resource, entry.door, entry.summary]

/** A request as Payload's /cms panel sends it: to /cms-api, from one of its pages. */
function fromPanel(client: ApiClient): RequestInit {
  return { headers: { Referer: `${baseUrl}/cms/collections/artists`, ...(client.cookie && { Cookie: client.cookie }) } }
}

describe('the activity log', () => {
  it('is read by admins only: a visitor is asked to sign in, an editor is refused', async () => {
    expect((await anonymous.get('/api/activity')).status).toBe(401)
    expect((await editor.get('/api/activity')).status).toBe(403)
    const answer = await admin.get('/api/activity')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ docs: expect.any(Array), page: 1, totalPages: expect.any(Number), totalDocs: expect.any(Number) })
    const refused = await admin.get('/api/activity?action=erase&limit=0&from=yesterday')
    expect(refused.status).toBe(400)
    expect(refused.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['action', 'from', 'limit'])
  })

  it('tells every act on a record with drafts through /api: create, update, draft, publish, unpublish, schedule, restore, delete', async () => {
    const before = await lastId()
    const created = await editor.post('/api/artists?draft=true', { name: 'Logged Singer', bio: 'Rehearsing.' })
    const id = created.body.id
    await editor.patch(`/api/artists/${id}?draft=true`, { bio: 'Almost ready.' })
    await editor.post(`/api/artists/${id}/publish`)
    await editor.patch(`/api/artists/${id}`, { genre: 'Folk' })
    await editor.post(`/api/artists/${id}/unpublish`)
    const versions = (await editor.get(`/api/artists/${id}/versions`)).body as { id: number }[]
    expect((await editor.post(`/api/artists/${id}/versions/${versions.at(-1)!.id}/restore`)).status).toBe(200)
    const scheduled = await editor.post(`/api/artists/${id}/schedule`, { action: 'publish', at: '2031-03-01T18:15:00Z' })
    expect((await editor.delete(`/api/artists/${id}/schedule/${scheduled.body.id}`)).status).toBe(204)
    expect((await editor.delete(`/api/artists/${id}`)).status).toBe(204)

    const logged = await since(before)
    expect(logged.map(shape)).toEqual([
      ['create', 'artists', '/api', 'Created artist "Logged Singer" as a draft'],
      ['update', 'artists', '/api', 'Saved a draft of artist "Logged Singer": Bio'],
      ['publish', 'artists', '/api', 'Published artist "Logged Singer"'],
      ['update', 'artists', '/api', 'Updated artist "Logged Singer": Genre'],
      ['unpublish', 'artists', '/api', 'Unpublished artist "Logged Singer"'],
      ['restore', 'artists', '/api', `Restored artist "Logged Singer" as its draft: Bio, Genre (version ${versions.at(-1)!.id})`],
      ['schedule', 'artists', '/api', 'Scheduled artist "Logged Singer" to be published at 2031-03-01 18:15 UTC'],
      ['schedule', 'artists', '/api', 'Cancelled the scheduled publish of artist "Logged Singer" at 2031-03-01 18:15 UTC'],
      ['delete', 'artists', '/api', 'Deleted artist "Logged Singer"'],
    ])
    for (const entry of logged) {
      expect(entry).toMatchObject({ user: { id: editorId, username: EDITOR.username }, recordId: id })
      expect(entry.apiKey).toBeUndefined()
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000)
    }
  })

  it('names only the fields that changed, by their labels in the forms, and links each entry to its record (a deleted one says so)', async () => {
    const before = await lastId()
    const spotify = 'https://open.spotify.com/artist/linked'
    const created = await editor.post('/api/artists', { name: 'Linked Singer', bio: 'Sings.', mediaLinks: { spotify } })
    const { id } = created.body
    // The form sends every field again: the links it left empty, the same Spotify link, and one new genre.
    const resent = { name: 'Linked Singer', bio: 'Sings.', socialLinks: { instagram: '', facebook: '' }, mediaLinks: { spotify, youtube: '' } }
    expect((await editor.patch(`/api/artists/${id}`, { ...resent, genre: 'Jazz' })).status).toBe(200)
    expect((await editor.patch(`/api/artists/${id}`, { ...resent, mediaLinks: { spotify: `${spotify}-2` } })).status).toBe(200)
    const gone = await editor.post('/api/events', { title: 'Gone Night', date: '2031-05-01T18:00:00.000Z', venue: 'Hall', location: 'Pokhara' })
    expect((await editor.delete(`/api/events/${gone.body.id}`)).status).toBe(204)
    await admin.patch('/api/contact-settings', { phone: '+977 1 555 0111' })
    const message = await anonymous.post('/api/contact-messages', { name: 'Fan', email: 'fan@example.com', subject: 'Linked', message: 'Where is the link?' })
    await editor.patch(`/api/contact-messages/${message.body.id}`, { read: true })

    const search = `/admin/artists?search=Linked+Singer`
    expect((await since(before)).map((entry) => [entry.summary, entry.link, entry.recordDeleted ?? false])).toEqual([
      ['Created artist "Linked Singer"', search, false],
      ['Updated artist "Linked Singer": Genre', search, false],
      ['Updated artist "Linked Singer": Spotify URL', search, false],
      ['Created event "Gone Night"', null, true],
      ['Deleted event "Gone Night"', null, true],
      ['Updated the contact info: Phone', '/admin/contact', false],
      ['Updated message "Linked": Read', `/admin/messages?open=${message.body.id}`, false],
    ])
    // A sign-in refused for no account names no record, and links nowhere.
    await anonymous.post('/api/auth/login', { login: 'no.such.account', password: 'not-the-password-at-all' })
    const [refused] = (await since(before, 'action=sign-in-refused')).slice(-1)
    expect(refused).toMatchObject({ recordId: null, link: null })
    expect(refused.recordDeleted).toBeUndefined()
  })

  it('tells moves, settings, accounts, uploads and messages, and nothing of a refused write', async () => {
    const before = await lastId()
    const gold = await admin.post('/api/sponsorships', { packageName: 'Logged Gold' })
    await admin.post('/api/sponsorships', { packageName: 'Logged Silver' })
    await admin.post(`/api/sponsorships/${gold.body.id}/move`, { direction: 'down' })
    await admin.patch('/api/contact-settings', { phone: '+977 1 555 0100' })
    const account = await admin.post('/api/users', { username: 'logged.editor', email: 'logged.editor@example.com', password: 'quartz-meadow-lantern-58' })
    await admin.patch(`/api/users/${account.body.id}`, { role: 'admin' })
    await admin.patch(`/api/users/${account.body.id}`, { password: 'harbor-violet-quartz-61' })
    await admin.post(`/api/users/${account.body.id}/api-key`)
    await admin.delete(`/api/users/${account.body.id}/api-key`)
    await admin.delete(`/api/users/${account.body.id}`)
    // Refused: nothing is logged of these.
    expect((await editor.delete(`/api/users/${adminId}`)).status).toBe(403)
    expect((await editor.post('/api/artists', { bio: 'No name' })).status).toBe(400)
    expect((await anonymous.post('/api/events', { title: 'Sneaky' })).status).toBe(401)
    // A visitor's message is the visitor's, not an act of staff.
    const message = await anonymous.post('/api/contact-messages', {
      name: 'Fan',
      email: 'fan@example.com',
      subject: 'Hello',
      message: 'Lovely show, thank you!',
    })
    expect(message.status).toBe(201)
    await editor.patch(`/api/contact-messages/${message.body.id}`, { read: true })
    const photo = await uploadPng(editor, 'logged-photo.png')
    const [upload] = await sql<{ id: number }>('SELECT id FROM media WHERE filename = $1', [photo])
    const removed = await fetch(`${baseUrl}/cms-api/media/${upload.id}`, { method: 'DELETE', headers: { Origin: baseUrl, Cookie: editor.cookie! } })
    expect(removed.status).toBe(200)

    expect((await since(before)).map((entry) => [entry.action, entry.resource, entry.summary])).toEqual([
      ['create', 'sponsorships', 'Created sponsorship package "Logged Gold"'],
      ['create', 'sponsorships', 'Created sponsorship package "Logged Silver"'],
      ['update', 'sponsorships', 'Moved sponsorship package "Logged Gold" down'],
      ['update', 'contact-settings', 'Updated the contact info: Phone'],
      ['create', 'users', 'Created account "logged.editor" (editor)'],
      ['update', 'users', 'Updated account "logged.editor": Role'],
      ['password-change', 'users', 'Set a new password for "logged.editor"'],
      ['update', 'users', 'Made an API key for "logged.editor"'],
      ['update', 'users', 'Revoked the API key of "logged.editor"'],
      ['delete', 'users', 'Deleted account "logged.editor"'],
      ['update', 'contact-messages', 'Updated message "Hello": Read'],
      ['create', 'media', `Uploaded image "${photo}"`],
      ['delete', 'media', `Deleted image "${photo}"`],
    ])
  })

  it('tells sign-ins, refused sign-ins (never the password) and password changes', async () => {
    const before = await lastId()
    const login = (body: object, path = '/api/auth/login') =>
      fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: baseUrl }, body: JSON.stringify(body) })
    expect((await login({ login: EDITOR.username, password: 'not-the-password-at-all' })).status).toBe(401)
    expect((await login({ login: 'nobody.here', password: 'not-the-password-at-all' })).status).toBe(401)
    expect((await login({ login: EDITOR.email, password: EDITOR.password })).status).toBe(200)
    expect((await login({ email: EDITOR.email, password: 'wrong-secret-on-cms-api' }, '/cms-api/users/login')).status).toBe(401)
    expect((await login({ email: EDITOR.email, password: EDITOR.password }, '/cms-api/users/login')).status).toBe(200)
    const changed = await editor.post('/api/auth/change-password', { currentPassword: EDITOR.password, password: 'copper-lantern-meadow-27' })
    expect(changed.status).toBe(200)
    await editor.post('/api/auth/change-password', { currentPassword: 'copper-lantern-meadow-27', password: EDITOR.password })

    const logged = await since(before)
    expect(logged.map((entry) => [entry.action, entry.user?.username ?? null, entry.recordId, entry.door, entry.summary])).toEqual([
      ['sign-in-refused', EDITOR.username, editorId, '/api', `Sign-in refused for "${EDITOR.username}"`],
      ['sign-in-refused', null, null, '/api', 'Sign-in refused for a login that names no account'],
      ['sign-in', EDITOR.username, editorId, '/api', 'Signed in'],
      ['sign-in-refused', EDITOR.username, editorId, '/cms-api', `Sign-in refused for "${EDITOR.email}"`],
      ['sign-in', EDITOR.username, editorId, '/cms-api', 'Signed in'],
      ['password-change', EDITOR.username, editorId, '/api', 'Changed their own password'],
      ['password-change', EDITOR.username, editorId, '/api', 'Changed their own password'],
    ])
    expect(JSON.stringify(logged)).not.toMatch(/not-the-password|wrong-secret|copper-lantern|nobody\.here/)
    expect((await entries(`action=sign-in-refused&user=${editorId}`)).length).toBeGreaterThanOrEqual(2)
  })

  it('tells the door: /cms-api, the /cms panel, and requests signed with an API key', async () => {
    const key = (await admin.post(`/api/users/${editorId}/api-key`)).body.apiKey as string
    const program = withApiKey(key)
    const before = await lastId()
    const viaCmsApi = await fetch(`${baseUrl}/cms-api/event-objectives`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: editor.cookie! },
      body: JSON.stringify({ title: 'Objective by /cms-api' }),
    })
    expect(viaCmsApi.status).toBe(201)
    const objective = (await viaCmsApi.json()).doc
    const viaPanel = await fetch(`${baseUrl}/cms-api/event-objectives/${objective.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...fromPanel(editor).headers },
      body: JSON.stringify({ title: 'Objective by the panel' }),
    })
    expect(viaPanel.status).toBe(200)
    expect((await program.post('/api/event-objectives', { title: 'Objective by a program' })).status).toBe(201)
    const viaKeyOnCms = await fetch(`${baseUrl}/cms-api/event-objectives/${objective.id}`, {
      method: 'DELETE',
      headers: { Authorization: `users API-Key ${key}` },
    })
    expect(viaKeyOnCms.status).toBe(200)
    await admin.delete(`/api/users/${editorId}/api-key`)

    expect((await since(before, 'resource=event-objectives')).map((entry) => [entry.action, entry.door, entry.apiKey ?? false, entry.user?.id])).toEqual([
      ['create', '/cms-api', false, editorId],
      ['update', '/cms', false, editorId],
      ['create', '/api', true, editorId],
      ['delete', '/cms-api', true, editorId],
    ])
  })

  it('tells a scheduled publish as the act of who scheduled it, through the door they asked by', async () => {
    const artist = await admin.post('/api/artists?draft=true', { name: 'Midnight Release', bio: 'Soon.' })
    const before = await lastId()
    const response = await fetch(`${baseUrl}/cms-api/publication-schedules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: editor.cookie! },
      body: JSON.stringify({ resource: 'artists', record: artist.body.id, action: 'publish', at: inSeconds(2) }),
    })
    expect(response.status).toBe(201)
    await expect.poll(async () => (await anonymous.get(`/api/artists/${artist.body.id}`)).status, { timeout: 20_000, interval: 500 }).toBe(200)
    expect((await since(before)).map((entry) => [entry.action, entry.door, entry.user?.id, entry.summary.replace(/at .* UTC/, 'at …')])).toEqual([
      ['schedule', '/cms-api', editorId, 'Scheduled artist "Midnight Release" to be published at …'],
      ['publish', '/cms-api', editorId, 'Published artist "Midnight Release" (as scheduled)'],
    ])
  })

  it('filters by account, resource, action and time, and pages newest first', async () => {
    // Entries of its own, whatever ran before: six packages by the admin, five artists by the editor, one published.
    for (let i = 0; i < 6; i++) expect((await admin.post('/api/sponsorships', { packageName: `Filter Package ${i}` })).status).toBe(201)
    const artists = []
    for (let i = 0; i < 5; i++) artists.push((await editor.post('/api/artists?draft=true', { name: `Filter Artist ${i}`, bio: 'A bio.' })).body)
    expect((await editor.post(`/api/artists/${artists[0].id}/publish`)).status).toBe(200)
    const all = await admin.get('/api/activity?limit=200')
    const docs = all.body.docs as Entry[]
    // Newest first by when each entry's write began (`at`), not by id: two writes at once may
    // insert their entries in the other order from the one they began in.
    expect(docs.length).toBeGreaterThan(10)
    const times = docs.map((entry) => Date.parse(entry.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const second = await admin.get('/api/activity?limit=2&page=2')
    expect(second.body).toMatchObject({ page: 2, totalDocs: all.body.totalDocs, totalPages: Math.ceil(all.body.totalDocs / 2) })
    expect(second.body.docs.map((entry: Entry) => entry.id)).toEqual(docs.slice(2, 4).map((entry) => entry.id))
    expect((await admin.get('/api/activity?page=100000')).body).toMatchObject({ docs: [], totalDocs: all.body.totalDocs })

    const byAdmin = await entries(`user=${adminId}`)
    expect(byAdmin.length).toBeGreaterThanOrEqual(6)
    for (const entry of byAdmin) expect(entry.user?.id).toBe(adminId)
    const byEditor = await entries(`user=${editorId}`)
    expect(byEditor.filter((entry) => entry.summary.includes('Filter Artist'))).toHaveLength(6)
    const packages = await entries('resource=sponsorships')
    expect(packages.filter((entry) => entry.summary.includes('Filter Package'))).toHaveLength(6)
    for (const entry of packages) expect(entry.resource).toBe('sponsorships')
    const published = await entries('action=publish')
    expect(published.map((entry) => entry.summary)).toContain('Published artist "Filter Artist 0"')
    expect(published.every((entry) => entry.action === 'publish')).toBe(true)
    // Whole UTC days, from the oldest entry's to the newest's: every entry.
    expect((await entries(`from=${docs.at(-1)!.at.slice(0, 10)}&to=${docs[0].at.slice(0, 10)}`)).length).toBe(docs.length)
    expect((await entries(`from=${docs[0].at}`)).map((entry) => entry.id)).toContain(docs[0].id)
    expect((await admin.get('/api/activity?from=2026-11-25T09:00')).status).toBe(400)
    expect(await entries('to=2020-01-01')).toEqual([])
    expect(await entries(`from=${inSeconds(3600)}`)).toEqual([])
  })

  it('cannot be changed or deleted by anyone, through any door, nor by SQL by hand', async () => {
    const [entry] = (await admin.get('/api/activity?limit=1')).body.docs as Entry[]
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await fetch(`${baseUrl}/api/activity`, {
        method,
        headers: { Origin: baseUrl, Cookie: admin.cookie!, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      })
      expect(answer.status, method).toBe(405)
    }
    for (const path of [`/api/activity/${entry.id}`, `/cms-api/activity-log/${entry.id}`, `/cms-api/activity/${entry.id}`]) {
      for (const method of ['PATCH', 'DELETE']) {
        const answer = await fetch(`${baseUrl}${path}`, {
          method,
          headers: { Origin: baseUrl, Cookie: admin.cookie!, 'Content-Type': 'application/json' },
          body: method === 'PATCH' ? '{"summary":"nothing happened"}' : undefined,
        })
        expect(answer.status, `${method} ${path}`).toBe(404)
      }
    }
    await expect(sql(`UPDATE activity_log SET summary = 'nothing happened' WHERE id = $1`, [entry.id])).rejects.toThrow(/cannot be changed/)
    await expect(sql(`DELETE FROM activity_log WHERE id = $1`, [entry.id])).rejects.toThrow(/kept for 365 days/)
    expect((await admin.get('/api/activity?limit=1')).body.docs[0]).toEqual(entry)
  })

  it(`is pruned by the jobs queue: entries older than ${ACTIVITY_KEPT_DAYS} days go, the rest stay`, async () => {
    const old = (days: number) =>
      sql<{ id: number }>(
        `INSERT INTO activity_log (at, action, resource, door, summary) VALUES (now() - make_interval(days => $1), 'sign-in-refused', 'users', '/api', $2) RETURNING id`,
        [days, `Aged ${days} days`],
      )
    const [[ancient], [expired], [kept]] = await Promise.all([old(400), old(ACTIVITY_KEPT_DAYS + 1), old(ACTIVITY_KEPT_DAYS - 1)])
    // The server's runner queues the daily run from the task's schedule: it waits for 03:00 UTC.
    const waitingRun = async () =>
      (
        await sql<{ id: number; wait_until: Date }>(
          `SELECT id, wait_until FROM payload_jobs WHERE task_slug = 'prune-activity' AND completed_at IS NULL AND meta->>'scheduled' = 'true'`,
        )
      )[0]
    await expect.poll(waitingRun, { timeout: 20_000, interval: 500 }).toBeDefined()
    const waiting = (await waitingRun())!
    expect(waiting.wait_until.toISOString()).toMatch(/T03:00:00\.000Z$/)
    expect(waiting.wait_until.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000)
    // Its time comes now, as it would at 03:00: the runner carries it out.
    await sql('UPDATE payload_jobs SET wait_until = now() WHERE id = $1', [waiting.id])
    const present = async () =>
      (await sql<{ id: number }>('SELECT id FROM activity_log WHERE id = ANY($1)', [[ancient.id, expired.id, kept.id]])).map((row) => row.id)
    await expect.poll(present, { timeout: 20_000, interval: 500 }).toEqual([kept.id])
    expect((await entries()).length).toBeGreaterThan(10)
    // Payload's record of the schedule is the queue's alone: no account reads or rewrites it.
    for (const client of [admin, editor]) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${baseUrl}/cms-api/globals/payload-jobs-stats`, {
          method,
          headers: { Origin: baseUrl, Cookie: client.cookie!, 'Content-Type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ stats: { scheduledRuns: {} } }) : undefined,
        })
        expect(answer.status, method).toBe(403)
      }
    }
  })

  it('is written in the transaction of the change it tells: a change rolled back leaves no entry', async () => {
    const payload = await localPayload()
    const [account] = (await payload.find({ collection: 'users', where: { username: { equals: EDITOR.username } }, depth: 0, overrideAccess: true })).docs
    const attempt = async (title: string, end: (req: PayloadRequest) => Promise<unknown>) => {
      const req = await createLocalReq({ user: { ...account, collection: 'users' } }, payload)
      await initTransaction(req)
      await payload.create({ collection: 'event-objectives', data: { title }, overrideAccess: false, user: account, req })
      await end(req)
    }
    await attempt('Rolled back objective', killTransaction)
    await attempt('Committed objective', commitTransaction)
    expect(await sql(`SELECT id FROM activity_log WHERE summary LIKE '%Rolled back objective%'`)).toEqual([])
    expect(await sql(`SELECT summary FROM activity_log WHERE summary LIKE '%Committed objective%'`)).toEqual([
      { summary: 'Created event objective "Committed objective"' },
    ])
    expect(await sql(`SELECT _parent_id FROM event_objectives_locales WHERE title = 'Rolled back objective'`)).toEqual([])
  })

  it("tells Payload's own ways: changes of many records, a version restored, an account unlocked, a password chosen by link", async () => {
    const one = await editor.post('/api/artists', { name: 'Bulk One', bio: 'One.' })
    const two = await editor.post('/api/artists', { name: 'Bulk Two', bio: 'Two.' })
    await editor.patch(`/api/artists/${one.body.id}`, { genre: 'Jazz' })
    const before = await lastId()
    const cms = (path: string, method: string, body?: object) =>
      fetch(`${baseUrl}/cms-api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie! },
        body: body && JSON.stringify(body),
      })
    const bulk = await cms(`/artists?where[name][like]=Bulk&draft=false`, 'PATCH', { _status: 'draft' })
    expect(bulk.status).toBe(200)
    const versions = (await (await cms(`/artists/versions?where[parent][equals]=${one.body.id}&sort=createdAt`, 'GET')).json()).docs as { id: number }[]
    expect((await cms(`/artists/versions/${versions[0].id}?draft=true`, 'POST')).status).toBe(200)
    // Five wrong passwords lock an account; an admin unlocks it.
    for (let i = 0; i < 5; i++)
      await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({ login: EDITOR.username, password: `wrong-${i}-password-here` }),
      })
    expect((await cms('/users/unlock', 'POST', { email: EDITOR.email })).status).toBe(200)
    const token = 'feed'.repeat(10)
    await sql(`UPDATE users SET reset_password_token = $1, reset_password_expiration = now() + interval '1 hour' WHERE username = $2`, [token, EDITOR.username])
    expect((await anonymous.post('/api/auth/reset-password', { token, password: EDITOR.password })).status).toBe(200)

    const logged = (await since(before)).filter((entry) => entry.action !== 'sign-in-refused')
    // A change of many records goes through them in no set order.
    logged.splice(0, 2, ...logged.slice(0, 2).sort((a, b) => a.summary.localeCompare(b.summary)))
    expect(logged.map((entry) => [entry.action, entry.door, entry.user?.username, entry.summary])).toEqual([
      ['unpublish', '/cms-api', ADMIN.username, 'Unpublished artist "Bulk One"'],
      ['unpublish', '/cms-api', ADMIN.username, 'Unpublished artist "Bulk Two"'],
      ['restore', '/cms-api', ADMIN.username, `Restored artist "Bulk One" as its draft: Genre (version ${versions[0].id})`],
      ['update', '/cms-api', ADMIN.username, `Unlocked account "${EDITOR.username}"`],
      ['password-change', '/api', EDITOR.username, 'Chose a password with an e-mailed link'],
      ['sign-in', '/api', EDITOR.username, 'Signed in'],
    ])
    expect(two.status).toBe(201)
  })
})
