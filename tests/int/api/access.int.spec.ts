import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, databaseFingerprint, freshSession, withApiKey } from '../../setup/api'

let admin: ApiClient
let editor: ApiClient
/** Programs with the API keys of the same admin and editor (no cookie, no Origin). */
let adminKey: ApiClient
let editorKey: ApiClient

const CONTENT = [
  'artists',
  'events',
  'sponsorships',
  'galleries',
  'event-objectives',
  'hero-sections',
  'tour-locations',
  'homepage-sections',
  'premium-accommodations',
]

const samples: Record<string, Record<string, unknown>> = {
  artists: { name: 'A', bio: 'B' },
  events: { title: 'T', date: '2027-01-01T00:00:00Z', venue: 'V', location: 'L' },
  sponsorships: { packageName: 'P' },
  galleries: { eventName: 'G' },
  'event-objectives': { title: 'O' },
  'hero-sections': { title: 'H' },
  'tour-locations': { city: 'C', venue: 'V', date: '2027-01-01T00:00:00Z' },
  'homepage-sections': { sectionType: 'custom', title: 'S' },
  'premium-accommodations': { title: 'P' },
}

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  for (const slug of CONTENT) {
    const created = await admin.post(`/api/${slug}`, samples[slug])
    expect(created.status, slug).toBe(201)
  }
  await anonymous.post('/api/contact-messages', { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there!' })
  const keyOf = async (client: ApiClient) => {
    const { id } = (await client.get('/api/auth/me')).body
    const made = await admin.post(`/api/users/${id}/api-key`)
    expect(made.status).toBe(201)
    return withApiKey(made.body.apiKey)
  }
  adminKey = await keyOf(admin)
  editorKey = await keyOf(editor)
})

/** Every mutating route of the documented API, with a body that would be valid for staff. */
function mutatingRoutes(): [string, string, unknown][] {
  const routes: [string, string, unknown][] = []
  for (const slug of CONTENT) {
    routes.push(['POST', `/api/${slug}`, samples[slug]])
    routes.push(['PATCH', `/api/${slug}/1`, samples[slug]])
    routes.push(['DELETE', `/api/${slug}/1`, undefined])
  }
  routes.push(['POST', '/api/sponsorships/1/move', { direction: 'down' }])
  routes.push(['POST', '/api/event-objectives/1/move', { direction: 'down' }])
  routes.push(['PATCH', '/api/contact-settings', { phone: '1' }])
  routes.push(['PATCH', '/api/footer-settings', { copyright: 'x' }])
  routes.push(['PATCH', '/api/contact-messages/1', { read: true }])
  routes.push(['DELETE', '/api/contact-messages/1', undefined])
  routes.push(['POST', '/api/users', { username: 'mallory', email: 'm@example.com', password: 'long-enough-password' }])
  routes.push(['PATCH', '/api/users/1', { role: 'editor' }])
  routes.push(['DELETE', '/api/users/1', undefined])
  routes.push(['POST', '/api/users/1/invite', undefined])
  routes.push(['POST', '/api/contact-messages/1/notify', undefined])
  routes.push(['POST', '/api/contact-messages/1/notes', { text: 'Forged note' }])
  routes.push(['POST', '/api/contact-messages/1/spam', { spam: true }])
  routes.push(['PATCH', '/api/notification-settings', { recipients: ['mallory@example.com'] }])
  routes.push(['POST', '/api/auth/change-password', { currentPassword: 'x', password: 'long-enough-password' }])
  return routes
}

describe('anonymous visitors', () => {
  it('get 401 from every mutating route and change nothing', async () => {
    const before = await databaseFingerprint()
    const routes = mutatingRoutes()
    for (const [method, path, body] of routes) {
      const answer = await anonymous.request(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body, `${method} ${path}`).toHaveProperty('message')
    }
    const upload = new FormData()
    upload.set('file', new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex'))], { type: 'image/png' }), 'x.png')
    expect((await anonymous.post('/api/media', upload)).status).toBe(401)
    expect(await databaseFingerprint()).toEqual(before)
    console.log(`anonymous access matrix: ${routes.length + 1} mutating routes refused`)
  })

  it('cannot read the inbox or user accounts', async () => {
    expect((await anonymous.get('/api/contact-messages')).status).toBe(401)
    expect((await anonymous.get('/api/contact-messages/1')).status).toBe(404)
    expect((await anonymous.get('/api/users')).status).toBe(401)
    expect((await anonymous.get('/api/auth/me')).status).toBe(401)
  })

  it('get the same refusals through Payload REST at /cms-api', async () => {
    const before = await databaseFingerprint()
    for (const slug of CONTENT) {
      const create = await anonymous.post(`/cms-api/${slug}`, samples[slug])
      expect(create.status, `POST /cms-api/${slug}`).toBe(403)
      const update = await anonymous.patch(`/cms-api/${slug}/1`, samples[slug])
      expect([401, 403, 404], `PATCH /cms-api/${slug}/1`).toContain(update.status)
      const remove = await anonymous.delete(`/cms-api/${slug}/1`)
      expect([401, 403, 404], `DELETE /cms-api/${slug}/1`).toContain(remove.status)
    }
    expect((await anonymous.get('/cms-api/users')).status).toBe(403)
    expect((await anonymous.get('/cms-api/contact-messages')).status).toBe(403)
    expect((await anonymous.post('/cms-api/globals/footer-settings', { copyright: 'x' })).status).toBe(403)
    expect(await databaseFingerprint()).toEqual(before)
  })
})

describe('editors', () => {
  it('manage content but get 403 on user accounts', async () => {
    expect((await editor.post('/api/artists', samples.artists)).status).toBe(201)
    const before = await databaseFingerprint()
    expect((await editor.get('/api/users')).status).toBe(403)
    expect((await editor.get('/api/users/1')).status).toBe(403)
    expect((await editor.post('/api/users', { username: 'x', email: 'x@example.com', password: 'long-enough-password' })).status).toBe(403)
    expect((await editor.patch('/api/users/2', { role: 'admin' })).status).toBe(403)
    expect((await editor.delete('/api/users/1')).status).toBe(403)
    expect(await databaseFingerprint()).toEqual(before)
  })

  it('cannot promote themselves through /cms-api', async () => {
    const me = await editor.get('/api/auth/me')
    await editor.patch(`/cms-api/users/${me.body.id}`, { role: 'admin' })
    expect((await editor.get('/api/auth/me')).body.role).toBe('editor')
  })
})

type Role = 'anonymous' | 'editor' | 'admin' | 'editor-key' | 'admin-key'
type Route = { method: string; path: (id: number) => string; body?: unknown; target?: () => Promise<number>; staffOnly?: 'admin'; ok?: number }

const created = async (path: string, body: unknown) => {
  const answer = await admin.post(path, body)
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201)
  return answer.body.id as number
}

let userCount = 0
/** Every mutating route, each with a fresh record of its own to act on. */
function matrixRoutes(): Route[] {
  const routes: Route[] = []
  for (const slug of CONTENT) {
    const target = () => created(`/api/${slug}`, samples[slug])
    routes.push({ method: 'POST', path: () => `/api/${slug}`, body: samples[slug] })
    routes.push({ method: 'PATCH', path: (id) => `/api/${slug}/${id}`, body: samples[slug], target })
    routes.push({ method: 'DELETE', path: (id) => `/api/${slug}/${id}`, target })
  }
  for (const slug of ['sponsorships', 'event-objectives']) {
    routes.push({ method: 'POST', path: (id) => `/api/${slug}/${id}/move`, body: { direction: 'up' }, target: () => created(`/api/${slug}`, samples[slug]) })
  }
  routes.push({ method: 'PATCH', path: () => '/api/contact-settings', body: { phone: '+1 416 555 0100' } })
  routes.push({ method: 'PATCH', path: () => '/api/footer-settings', body: { copyright: 'Matrix' } })
  const message = async () => {
    const answer = await anonymous.post(
      '/api/contact-messages',
      { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there!' },
      { headers: { 'X-Forwarded-For': `10.9.${userCount}.${++userCount % 250}` } },
    )
    expect(answer.status).toBe(201)
    return answer.body.id as number
  }
  routes.push({ method: 'PATCH', path: (id) => `/api/contact-messages/${id}`, body: { read: true }, target: message })
  routes.push({ method: 'DELETE', path: (id) => `/api/contact-messages/${id}`, target: message })
  routes.push({ method: 'POST', path: (id) => `/api/contact-messages/${id}/notify`, target: message, ok: 200 })
  routes.push({ method: 'POST', path: (id) => `/api/contact-messages/${id}/notes`, body: { text: 'A note' }, target: message, ok: 200 })
  routes.push({ method: 'POST', path: (id) => `/api/contact-messages/${id}/spam`, body: { spam: true }, target: message, ok: 200 })
  routes.push({ method: 'PATCH', path: () => '/api/notification-settings', body: { recipients: ['desk@example.com'] }, staffOnly: 'admin' })
  const user = () =>
    created('/api/users', { username: `user${++userCount}`, email: `user${userCount}@example.com`, password: 'long-enough-password', role: 'editor' })
  routes.push({
    method: 'POST',
    path: () => '/api/users',
    body: () => ({ username: `new${++userCount}`, email: `new${userCount}@example.com`, password: 'long-enough-password' }),
    staffOnly: 'admin',
  })
  routes.push({ method: 'PATCH', path: (id) => `/api/users/${id}`, body: { role: 'admin' }, target: user, staffOnly: 'admin' })
  routes.push({ method: 'DELETE', path: (id) => `/api/users/${id}`, target: user, staffOnly: 'admin' })
  routes.push({ method: 'POST', path: (id) => `/api/users/${id}/api-key`, target: user, staffOnly: 'admin' })
  const keyed = async () => {
    const id = await user()
    expect((await admin.post(`/api/users/${id}/api-key`)).status).toBe(201)
    return id
  }
  routes.push({ method: 'DELETE', path: (id) => `/api/users/${id}/api-key`, target: keyed, staffOnly: 'admin' })
  const invited = () => created('/api/users', { username: `invited${++userCount}`, email: `invited${userCount}@example.com`, role: 'editor', invite: true })
  routes.push({ method: 'POST', path: (id) => `/api/users/${id}/invite`, target: invited, staffOnly: 'admin', ok: 200 })
  return routes
}

const expected = (role: Role, route: Route) => {
  if (role === 'anonymous') return 401
  if (route.staffOnly === 'admin' && (role === 'editor' || role === 'editor-key')) return 403
  if (route.ok) return route.ok
  return route.method === 'DELETE' ? 204 : route.path(1).endsWith('/move') || route.method === 'PATCH' ? 200 : 201
}

describe('the access matrix', () => {
  it('answers every mutating route as each role may, signed in or with an API key, and a refusal changes nothing', async () => {
    const clients: Record<Role, ApiClient> = { anonymous, editor, admin, 'editor-key': editorKey, 'admin-key': adminKey }
    const roles = Object.keys(clients) as Role[]
    let cells = 0
    for (const route of matrixRoutes()) {
      for (const role of roles) {
        const id = route.target ? await route.target() : 0
        const body = typeof route.body === 'function' ? route.body() : route.body
        const want = expected(role, route)
        // The database before a request that must be refused (taking it costs a read of every table).
        const before = want >= 400 ? await databaseFingerprint() : null
        const answer = await clients[role].request(route.method, route.path(id), body)
        expect(answer.status, `${role} ${route.method} ${route.path(id)}: ${JSON.stringify(answer.body)}`).toBe(want)
        if (before) expect(await databaseFingerprint(), `${role} ${route.method} ${route.path(id)}`).toEqual(before)
        cells += 1
      }
    }
    console.log(`access matrix: ${cells} cells (${cells / roles.length} mutating routes x ${roles.join(', ')})`)
  }, 300_000)
})

/**
 * The same matrix on Payload's own REST (/cms-api), the door the /cms panel uses: the same
 * collections, the same roles, the same answers in Payload's words (201 on create, 200 on update
 * and delete; a refusal is 401, 403 or 404 and changes nothing).
 */
function panelMatrixRoutes(): Route[] {
  const routes: Route[] = []
  for (const slug of CONTENT) {
    const target = () => created(`/api/${slug}`, samples[slug])
    routes.push({ method: 'POST', path: () => `/cms-api/${slug}`, body: samples[slug] })
    routes.push({ method: 'PATCH', path: (id) => `/cms-api/${slug}/${id}`, body: samples[slug], target })
    routes.push({ method: 'DELETE', path: (id) => `/cms-api/${slug}/${id}`, target })
  }
  routes.push({ method: 'POST', path: () => '/cms-api/globals/contact-settings', body: { phone: '+1 416 555 0101' } })
  routes.push({ method: 'POST', path: () => '/cms-api/globals/footer-settings', body: { copyright: 'Panel matrix' } })
  const message = async () => {
    const answer = await anonymous.post(
      '/api/contact-messages',
      { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there!' },
      { headers: { 'X-Forwarded-For': `10.8.${userCount % 250}.${++userCount % 250}` } },
    )
    expect(answer.status).toBe(201)
    return answer.body.id as number
  }
  routes.push({ method: 'PATCH', path: (id) => `/cms-api/contact-messages/${id}`, body: { read: true }, target: message })
  routes.push({ method: 'DELETE', path: (id) => `/cms-api/contact-messages/${id}`, target: message })
  const user = () =>
    created('/api/users', { username: `panel${++userCount}`, email: `panel${userCount}@example.com`, password: 'long-enough-password', role: 'editor' })
  routes.push({
    method: 'POST',
    path: () => '/cms-api/users',
    body: () => ({ username: `pnew${++userCount}`, email: `pnew${userCount}@example.com`, password: 'long-enough-password' }),
    staffOnly: 'admin',
  })
  routes.push({ method: 'PATCH', path: (id) => `/cms-api/users/${id}`, body: { role: 'admin' }, target: user, staffOnly: 'admin' })
  routes.push({ method: 'DELETE', path: (id) => `/cms-api/users/${id}`, target: user, staffOnly: 'admin' })
  return routes
}

describe('the access matrix on /cms-api', () => {
  it('answers every mutating route as each role may, signed in or with an API key, and a refusal changes nothing', async () => {
    const clients: Record<Role, ApiClient> = { anonymous, editor, admin, 'editor-key': editorKey, 'admin-key': adminKey }
    const roles = Object.keys(clients) as Role[]
    let cells = 0
    for (const route of panelMatrixRoutes()) {
      for (const role of roles) {
        const id = route.target ? await route.target() : 0
        const body = typeof route.body === 'function' ? route.body() : route.body
        const allowed = role === 'admin' || role === 'admin-key' || ((role === 'editor' || role === 'editor-key') && route.staffOnly !== 'admin')
        const before = allowed ? null : await databaseFingerprint()
        const answer = await clients[role].request(route.method, route.path(id), body)
        const label = `${role} ${route.method} ${route.path(id)}: ${JSON.stringify(answer.body).slice(0, 300)}`
        if (allowed) expect(answer.status, label).toBe(route.method === 'POST' && !route.path(id).includes('/globals/') ? 201 : 200)
        else {
          expect([401, 403, 404], label).toContain(answer.status)
          expect(await databaseFingerprint(), label).toEqual(before)
        }
        cells += 1
      }
    }
    console.log(`access matrix on /cms-api: ${cells} cells (${cells / roles.length} mutating routes x ${roles.join(', ')})`)
  }, 300_000)

  it('shows visitors no inbox and no accounts, and an editor only their own account', async () => {
    for (const path of ['/cms-api/contact-messages', '/cms-api/contact-messages/1', '/cms-api/users', '/cms-api/users/1']) {
      expect([401, 403, 404], path).toContain((await anonymous.get(path)).status)
    }
    const me = await editor.get('/api/auth/me')
    const accounts = await editor.get('/cms-api/users?limit=100')
    expect(accounts.status).toBe(200)
    expect(accounts.body.docs.map((user: { id: number }) => user.id)).toEqual([me.body.id])
  })
})

describe('cross-site requests', () => {
  it('do not carry the session cookie (CSRF allowlist)', async () => {
    const cookie = (admin as unknown as { cookie: string }).cookie
    const answer = await fetch(`${baseUrl}/api/artists`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(samples.artists),
    })
    expect(answer.status).toBe(401)
  })
})
