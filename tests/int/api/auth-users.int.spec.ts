import { beforeAll, describe, expect, it } from 'vitest'

import { adminFromEnv, ensureAdmin } from '@/server/runtime/startup'

import { ADMIN, anonymous, type ApiClient, EDITOR, freshSession, localPayload, signIn, sql } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

const login = (body: unknown, address = '10.1.0.1') => anonymous.post('/api/auth/login', body, { headers: { 'X-Forwarded-For': address } })

const SECRET_KEYS = ['password', 'hash', 'salt', 'sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken']

describe('sign-in', () => {
  it('works with the username or the email, sets an HTTP-only cookie and answers the user without secrets', async () => {
    for (const identifier of [ADMIN.username, ADMIN.email]) {
      const answer = await login({ login: identifier, password: ADMIN.password })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ username: 'admin', email: 'admin@example.com', role: 'admin' })
      for (const key of SECRET_KEYS) expect(answer.body).not.toHaveProperty(key)
      const cookie = answer.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/payload-token=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    }
  })

  it('answers the account as stored, for the admin start-up creates too: updatedAt a date-time, as reading it back gives', async () => {
    const operator = { ADMIN_EMAIL: 'operator@example.com', ADMIN_PASSWORD: 'summit-tundra-pebble-64', ADMIN_USERNAME: 'operator' }
    await ensureAdmin(await localPayload(), adminFromEnv({ ...process.env, ...operator })!)
    for (const account of [
      { login: operator.ADMIN_USERNAME, password: operator.ADMIN_PASSWORD },
      { login: EDITOR.username, password: EDITOR.password },
    ]) {
      const answer = await login(account, '10.1.0.9')
      expect(answer.status).toBe(200)
      expect(answer.body.updatedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
      expect(answer.body).toEqual((await admin.get(`/api/users/${answer.body.id}`)).body)
    }
    // Started again with the same password: not set again, so its holder is told of no change and
    // keeps their sessions; with a new one, it is set and told.
    const notices = async () => (await sql<{ count: number }>(`SELECT count(*)::int AS count FROM payload_jobs WHERE task_slug = 'account-notice'`))[0].count
    const before = await notices()
    const session = await signIn({ username: operator.ADMIN_USERNAME, password: operator.ADMIN_PASSWORD })
    await ensureAdmin(await localPayload(), adminFromEnv({ ...process.env, ...operator })!)
    expect(await notices()).toBe(before)
    expect((await session.get('/api/auth/me')).status).toBe(200)
    await ensureAdmin(await localPayload(), adminFromEnv({ ...process.env, ...operator, ADMIN_PASSWORD: 'harbour-cinder-meadow-19' })!)
    expect(await notices()).toBe(before + 1)
  })

  it('answers 401 with a clear message for a wrong pair', async () => {
    const answer = await login({ login: 'admin', password: 'wrong-password-here' })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBe('Incorrect username, email or password.')
    expect((await login({ login: '', password: '' })).status).toBe(400)
  })

  it('locks an account for 10 minutes after 5 failed attempts', async () => {
    const victim = await admin.post('/api/users', { username: 'victim', email: 'victim@example.com', password: 'walnut-comet-ridge-83' })
    expect(victim.status).toBe(201)
    for (let i = 0; i < 5; i++) await login({ login: 'victim', password: 'nope-nope-nope' }, '10.1.0.2')
    // Locked: even the right password is refused, with the answer of a wrong one (a missing
    // account can never be locked, so "locked" would tell the account exists).
    const locked = await login({ login: 'victim', password: 'walnut-comet-ridge-83' }, '10.1.0.2')
    const missing = await login({ login: 'nobody-here', password: 'nope-nope-nope' }, '10.1.0.2')
    expect(locked.status).toBe(401)
    expect(locked.body).toEqual(missing.body)
    expect(missing.status).toBe(401)
    const [row] = await sql<{ lock_until: Date }>('SELECT lock_until FROM users WHERE username = $1', ['victim'])
    const minutes = (new Date(row.lock_until).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
  })

  it('answers /api/auth/me for the signed-in user and 401 after logout', async () => {
    const session = await signIn(EDITOR)
    const me = await session.get('/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ username: 'editor', role: 'editor' })
    const out = await session.post('/api/auth/logout')
    expect(out.status).toBe(200)
    // The old cookie no longer names a live session.
    expect((await session.get('/api/auth/me')).status).toBe(401)
    expect((await anonymous.get('/api/auth/me')).status).toBe(401)
  })
})

describe('user accounts (admins only)', () => {
  it('creates an editor by default and never answers secrets', async () => {
    const created = await admin.post('/api/users', { username: 'sita', email: 'sita@example.com', password: 'indigo-crane-mosaic-25' })
    expect(created.status).toBe(201)
    expect(created.body.role).toBe('editor')
    const list = await admin.get('/api/users')
    for (const user of list.body) for (const key of SECRET_KEYS) expect(user).not.toHaveProperty(key)
    const raw = JSON.stringify(list.body) + JSON.stringify(created.body)
    expect(raw).not.toMatch(/sita-password-123|"hash"|"salt"/)
  })

  it('requires unique usernames and emails (409) and passwords of 12 characters', async () => {
    const dupe = await admin.post('/api/users', { username: 'admin', email: 'other@example.com', password: 'long-enough-password' })
    expect(dupe.status).toBe(409)
    const dupeEmail = await admin.post('/api/users', { username: 'other', email: 'admin@example.com', password: 'long-enough-password' })
    expect(dupeEmail.status).toBe(409)
    const short = await admin.post('/api/users', { username: 'shorty', email: 'short@example.com', password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toEqual({ path: 'password', message: 'Password must be at least 12 characters.' })
  })

  it('refuses common passwords, also dressed up with digits or symbols, when creating and when resetting', async () => {
    const common = { path: 'password', message: 'This password is too common. Choose one that is harder to guess.' }
    for (const password of ['qwerty123456', 'Password2026!', '!!sunshine!!1234', 'aaaaaaaaaaaa']) {
      const answer = await admin.post('/api/users', { username: 'commoner', email: 'common@example.com', password })
      expect(answer.status, password).toBe(400)
      expect(answer.body.errors, password).toEqual([common])
    }
    const user = await admin.post('/api/users', { username: 'commoner', email: 'common@example.com', password: 'plum-kettle-orbit-7' })
    expect(user.status).toBe(201)
    const reset = await admin.patch(`/api/users/${user.body.id}`, { password: 'iloveyou2027' })
    expect(reset.status).toBe(400)
    expect(reset.body.errors).toEqual([common])
  })

  it('refuses passwords that name their account or the site, on /api and /cms-api, when creating and when resetting', async () => {
    const personal = { path: 'password', message: "Choose a password without your username, your email or the site's name in it." }
    for (const password of ['himalayanbeats-2026', 'ceo@example.com1', 'bossman-bossman', 'Himalayan Beats forever!']) {
      const answer = await admin.post('/api/users', { username: 'bossman', email: 'ceo@example.com', password })
      expect(answer.status, password).toBe(400)
      expect(answer.body.errors, password).toEqual([personal])
    }
    const user = await admin.post('/api/users', { username: 'bossman', email: 'ceo@example.com', password: 'plum-kettle-orbit-8' })
    expect(user.status).toBe(201)
    expect((await admin.patch(`/api/users/${user.body.id}`, { password: 'my-name-is-bossman' })).status).toBe(400)
    const panel = await admin.patch(`/cms-api/users/${user.body.id}`, { password: 'ceo-of-everything-here' })
    expect(panel.status).toBe(400)
    expect(JSON.stringify(panel.body)).toContain("without your username, your email or the site's name")
  })

  it('changes a role and resets a password; an admin cannot delete or demote themselves', async () => {
    const created = await admin.post('/api/users', { username: 'ram', email: 'ram@example.com', password: 'birch-ocean-tally-36' })
    const promoted = await admin.patch(`/api/users/${created.body.id}`, { role: 'admin' })
    expect(promoted.body.role).toBe('admin')
    await admin.patch(`/api/users/${created.body.id}`, { password: 'harbor-pine-ledger-77' })
    const ram = await signIn({ username: 'ram', password: 'harbor-pine-ledger-77' })
    expect((await ram.get('/api/users')).status).toBe(200)

    const me = await admin.get('/api/auth/me')
    expect((await admin.delete(`/api/users/${me.body.id}`)).status).toBe(409)
    expect((await admin.patch(`/api/users/${me.body.id}`, { role: 'editor' })).status).toBe(409)
    expect((await admin.delete(`/api/users/${created.body.id}`)).status).toBe(204)
  })

  it("changes one's own password only with the current one, on /api and /cms-api", async () => {
    const required = [{ path: 'currentPassword', message: 'Enter your current password to change it.' }]
    const wrong = [{ path: 'currentPassword', message: 'Your current password is not correct.' }]

    // An admin, on /api.
    await admin.post('/api/users', { username: 'selfadmin', email: 'selfadmin@example.com', password: 'saffron-lantern-quay-41', role: 'admin' })
    const selfAdmin = await signIn({ username: 'selfadmin', password: 'saffron-lantern-quay-41' })
    const adminId = (await selfAdmin.get('/api/auth/me')).body.id
    const bare = await selfAdmin.patch(`/api/users/${adminId}`, { password: 'copper-meadow-violin-52' })
    expect(bare.status).toBe(400)
    expect(bare.body.errors).toEqual(required)
    const guessed = await selfAdmin.patch(`/api/users/${adminId}`, { password: 'copper-meadow-violin-52', currentPassword: 'a-wrong-guess-here' })
    expect(guessed.status).toBe(400)
    expect(guessed.body.errors).toEqual(wrong)
    expect((await login({ login: 'selfadmin', password: 'saffron-lantern-quay-41' }, '10.1.0.7')).status).toBe(200)
    const changed = await selfAdmin.patch(`/api/users/${adminId}`, { password: 'copper-meadow-violin-52', currentPassword: 'saffron-lantern-quay-41' })
    expect(changed.status).toBe(200)
    expect(changed.body).not.toHaveProperty('currentPassword')
    expect((await login({ login: 'selfadmin', password: 'copper-meadow-violin-52' }, '10.1.0.7')).status).toBe(200)

    // An editor, on Payload's own REST (the /cms panel's door).
    await admin.post('/api/users', { username: 'selfeditor', email: 'selfeditor@example.com', password: 'granite-puffin-sonnet-63' })
    const selfEditor = await signIn({ username: 'selfeditor', password: 'granite-puffin-sonnet-63' })
    const editorId = (await selfEditor.get('/api/auth/me')).body.id
    const panelBare = await selfEditor.patch(`/cms-api/users/${editorId}`, { password: 'thistle-harbor-quartz-74' })
    expect(panelBare.status).toBe(400)
    expect(JSON.stringify(panelBare.body)).toContain(required[0].message)
    const panelWrong = await selfEditor.patch(`/cms-api/users/${editorId}`, { password: 'thistle-harbor-quartz-74', currentPassword: 'not-the-one-at-all' })
    expect(panelWrong.status).toBe(400)
    expect(JSON.stringify(panelWrong.body)).toContain(wrong[0].message)
    const panelChanged = await selfEditor.patch(`/cms-api/users/${editorId}`, {
      password: 'thistle-harbor-quartz-74',
      currentPassword: 'granite-puffin-sonnet-63',
    })
    expect(panelChanged.status).toBe(200)
    expect(JSON.stringify(panelChanged.body)).not.toContain('currentPassword')
    expect((await login({ login: 'selfeditor', password: 'thistle-harbor-quartz-74' }, '10.1.0.7')).status).toBe(200)

    // An admin resets another account's password with their session alone.
    expect((await admin.patch(`/api/users/${editorId}`, { password: 'walrus-fiddle-canyon-85' })).status).toBe(200)
  })

  it('keeps password hashes out of every read, including Payload REST', async () => {
    const answers = await Promise.all([admin.get('/api/users'), admin.get('/api/auth/me'), admin.get('/cms-api/users'), admin.get('/cms-api/users/me')])
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(/"hash"|"salt"|"password"/)
  })
})

describe('first admin on a fresh install', () => {
  it('is offered only while no account exists, and of simultaneous attempts exactly one wins', async () => {
    expect((await anonymous.get('/api/auth/setup')).body).toEqual({ needsFirstAdmin: false })
    expect((await anonymous.post('/api/auth/setup', { username: 'late', email: 'late@example.com', password: 'quartz-fern-lagoon-48' })).status).toBe(409)

    await sql('TRUNCATE users RESTART IDENTITY CASCADE')
    await sql('TRUNCATE rate_limits')
    expect((await anonymous.get('/api/auth/setup')).body).toEqual({ needsFirstAdmin: true })
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        anonymous.post(
          '/api/auth/setup',
          { username: `founder${i}`, email: `founder${i}@example.com`, password: 'founder-password-1' },
          { headers: { 'X-Forwarded-For': `10.2.0.${i}` } },
        ),
      ),
    )
    expect(attempts.filter((a) => a.status === 201)).toHaveLength(1)
    expect(attempts.filter((a) => a.status === 409)).toHaveLength(4)
    const winner = attempts.find((a) => a.status === 201)!
    expect(winner.body.role).toBe('admin')
    expect(winner.headers.get('set-cookie')).toMatch(/payload-token=/)
    const [row] = await sql<{ count: string }>('SELECT count(*) FROM users')
    expect(Number(row.count)).toBe(1)
    // The activity log tells it as the new admin's own act, once (the refused attempts made nothing).
    const made = await sql(`SELECT user_id, username, action, door, summary FROM activity_log WHERE summary LIKE 'Created account "founder%'`)
    expect(made).toEqual([
      { user_id: winner.body.id, username: winner.body.username, action: 'create', door: '/api', summary: `Created account "${winner.body.username}" (admin)` },
    ])
  })
})
