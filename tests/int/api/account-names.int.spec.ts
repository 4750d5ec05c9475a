import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, anonymous, type ApiClient, freshSession, signIn, sql } from '../../setup/api'

/**
 * The names accounts go by and the sign-in's look-up, on both doors (src/features/accounts/names.ts,
 * src/features/accounts/users.ts `loginWhere`), and guesses at one's own current password held to the lock of
 * failed sign-ins (src/features/accounts/sign-in.ts).
 */

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

/** A sign-in from an address of its own (the per-address budget is not what these tests are about). */
const apiLogin = (login: string, password: string, address: string) =>
  anonymous.post('/api/auth/login', { login, password }, { headers: { 'X-Forwarded-For': address } })
const cmsLogin = (data: Record<string, string>, address: string) => anonymous.post('/cms-api/users/login', data, { headers: { 'X-Forwarded-For': address } })

/** An editor of the test's own, signed in. */
async function account(username: string, password: string): Promise<{ id: number; session: ApiClient }> {
  const created = await admin.post('/api/users', { username, email: `${username}@example.com`, password })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { id: created.body.id, session: await signIn({ username, password }) }
}

const CHARACTERS = 'Use letters, digits, dots, dashes or underscores.'
const TAKEN = "This username is taken: it is, or looks like, another account's username or email."
/** `аdmin` with a Cyrillic а, and `bоss` with a Cyrillic о. */
const CYRILLIC_ADMIN = 'аdmin'
const CYRILLIC_BOSS = 'bоss'

describe('usernames, on every door', () => {
  it("refuses the admin's email as an editor's own username on /cms-api, and the admin still signs in with it", async () => {
    const password = 'juniper-falcon-mosaic-19'
    const { id, session } = await account('taker', password)
    const taken = await session.patch(`/cms-api/users/${id}`, { username: ADMIN.email, currentPassword: password })
    expect(taken.status).toBe(400)
    expect(JSON.stringify(taken.body)).toContain(CHARACTERS)
    // /api says the same.
    const viaApi = await admin.patch(`/api/users/${id}`, { username: ADMIN.email })
    expect(viaApi.status).toBe(400)
    expect(viaApi.body.errors).toEqual([{ path: 'username', message: CHARACTERS }])
    const [row] = await sql<{ username: string }>('SELECT username FROM users WHERE id = $1', [id])
    expect(row.username).toBe('taker')

    for (const answer of [
      await apiLogin(ADMIN.email, ADMIN.password, '10.7.0.1'),
      await cmsLogin({ email: ADMIN.email, password: ADMIN.password }, '10.7.0.1'),
    ]) {
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).toContain('"username":"admin"')
    }
  })

  it('refuses a Cyrillic look-alike on both doors, with the words /api uses', async () => {
    const password = 'walnut-harbor-quill-28'
    const { id, session } = await account('mimic', password)
    // /cms-api: the account's own change, and an admin's.
    for (const username of [CYRILLIC_ADMIN, CYRILLIC_BOSS]) {
      const own = await session.patch(`/cms-api/users/${id}`, { username, currentPassword: password })
      expect(own.status, username).toBe(400)
      expect(JSON.stringify(own.body)).toContain(CHARACTERS)
      const byAdmin = await admin.patch(`/cms-api/users/${id}`, { username })
      expect(byAdmin.status, username).toBe(400)
      const created = await admin.post('/cms-api/users', { username, email: 'mimic2@example.com', password: 'copper-lagoon-thistle-37' })
      expect(created.status, username).toBe(400)
      expect(JSON.stringify(created.body)).toContain(CHARACTERS)
      // /api
      const viaApi = await admin.patch(`/api/users/${id}`, { username })
      expect(viaApi.status, username).toBe(400)
      expect(viaApi.body.errors).toEqual([{ path: 'username', message: CHARACTERS }])
    }
    const [row] = await sql<{ username: string }>('SELECT username FROM users WHERE id = $1', [id])
    expect(row.username).toBe('mimic')
    expect(await sql(`SELECT id FROM users WHERE email = 'mimic2@example.com'`)).toEqual([])
  })

  it("refuses, on both doors, a username that looks like another account's (case, digits for letters)", async () => {
    const password = 'saffron-pebble-orchid-46'
    await account('boss', password)
    const { id, session } = await account('clerk', password)
    for (const username of ['BOSS', 'b0ss', 'Admin', 'adrnin']) {
      const own = await session.patch(`/cms-api/users/${id}`, { username, currentPassword: password })
      expect(own.status, username).toBe(400)
      expect(JSON.stringify(own.body), username).toContain(TAKEN)
      const viaApi = await admin.patch(`/api/users/${id}`, { username })
      expect(viaApi.status, username).toBe(409)
      expect(viaApi.body.errors, username).toEqual([{ path: 'username', message: TAKEN }])
      const created = await admin.post('/api/users', { username, email: 'clerk2@example.com', password: 'copper-lagoon-thistle-37' })
      expect(created.status, username).toBe(409)
    }
    // A name of its own is fine.
    expect((await session.patch(`/cms-api/users/${id}`, { username: 'clerk.two', currentPassword: password })).status).toBe(200)
  })

  it("signs in by email for a login with @ and by username otherwise: an account named as another's email (kept from before these rules) cannot take its sign-in", async () => {
    const password = 'tundra-violet-lantern-55'
    const { id } = await account('squatter', password)
    // As the bug left it: an editor whose username is the admin's email.
    await sql('UPDATE users SET username = $1 WHERE id = $2', [ADMIN.email, id])
    try {
      for (const door of ['api', 'cms-api'] as const) {
        const answer =
          door === 'api'
            ? await apiLogin(ADMIN.email, ADMIN.password, '10.7.0.2')
            : await cmsLogin({ email: ADMIN.email, password: ADMIN.password }, '10.7.0.2')
        expect(answer.status, door).toBe(200)
        expect(JSON.stringify(answer.body), door).toContain('"username":"admin"')
      }
      // /cms-api's username field takes an email too: still the admin's account.
      expect((await cmsLogin({ username: ADMIN.email, password: ADMIN.password }, '10.7.0.2')).status).toBe(200)
      // The squatter's password with that login is a failed sign-in of the admin's account, not the squatter's.
      expect((await apiLogin(ADMIN.email, password, '10.7.0.2')).status).toBe(401)
      const rows = await sql<{ username: string; login_attempts: number | null }>(
        'SELECT username, login_attempts::int AS login_attempts FROM users WHERE username IN ($1, $2) ORDER BY id',
        ['admin', ADMIN.email],
      )
      expect(rows).toEqual([
        { username: 'admin', login_attempts: 1 },
        { username: ADMIN.email, login_attempts: 0 },
      ])
      // The squatter still signs in with its own email.
      expect((await apiLogin('squatter@example.com', password, '10.7.0.2')).status).toBe(200)
    } finally {
      await sql('UPDATE users SET username = $1, login_attempts = 0, lock_until = NULL WHERE id = $2', ['squatter', id])
      await sql(`UPDATE users SET login_attempts = 0, lock_until = NULL WHERE username = 'admin'`)
    }
  })
})

describe('guesses at the current password count as failed sign-ins', () => {
  const LOCKED = /^Too many wrong passwords for this account: try again in (9|10) minutes\.$/
  const WRONG = 'Your current password is not correct.'

  it('on /api: 5 wrong guesses lock the account, for changes and sign-ins alike; the right password then answers 429', async () => {
    const password = 'meadow-cobalt-fiddle-64'
    const { session } = await account('guesser', password)
    for (let i = 0; i < 5; i++) {
      const guess = await session.post('/api/auth/change-password', { currentPassword: `wrong-guess-number-${i}`, password: 'harbor-quartz-sonnet-71' })
      expect(guess.status, `guess ${i + 1}`).toBe(400)
      expect(guess.body.errors).toEqual([{ path: 'currentPassword', message: WRONG }])
    }
    const right = await session.post('/api/auth/change-password', { currentPassword: password, password: 'harbor-quartz-sonnet-71' })
    expect(right.status).toBe(429)
    expect(right.body.message).toMatch(LOCKED)
    // The password is unchanged, and the account is locked for sign-ins too.
    expect((await apiLogin('guesser', 'harbor-quartz-sonnet-71', '10.7.0.3')).status).toBe(401)
    expect((await apiLogin('guesser', password, '10.7.0.3')).status).toBe(401)
    const [row] = await sql<{ login_attempts: number; lock_until: Date | null }>(
      `SELECT login_attempts::int AS login_attempts, lock_until FROM users WHERE username = 'guesser'`,
    )
    expect(row.login_attempts).toBe(5)
    expect(new Date(row.lock_until!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000)
  })

  it('on /cms-api: failed sign-ins and wrong guesses share one count; the right password then answers 429, never a 500', async () => {
    const password = 'granite-willow-pepper-82'
    const { id, session } = await account('panelguess', password)
    for (let i = 0; i < 2; i++) expect((await cmsLogin({ username: 'panelguess', password: `not-it-${i}-at-all` }, '10.7.0.4')).status).toBe(401)
    for (let i = 0; i < 3; i++) {
      const guess = await session.patch(`/cms-api/users/${id}`, { password: 'lagoon-tinsel-harvest-93', currentPassword: `wrong-guess-number-${i}` })
      expect(guess.status, `guess ${i + 1}`).toBe(400)
      expect(JSON.stringify(guess.body)).toContain(WRONG)
    }
    const right = await session.patch(`/cms-api/users/${id}`, { password: 'lagoon-tinsel-harvest-93', currentPassword: password })
    expect(right.status).toBe(429)
    expect(right.body.errors[0].message).toMatch(LOCKED)
    // So is a change of one's email or username, which takes the current password too.
    const email = await session.patch(`/cms-api/users/${id}`, { email: 'panel.new@example.com', currentPassword: password })
    expect(email.status).toBe(429)
    expect((await cmsLogin({ username: 'panelguess', password }, '10.7.0.4')).status).toBe(401)
    const [row] = await sql<{ email: string; login_attempts: number }>('SELECT email, login_attempts::int AS login_attempts FROM users WHERE id = $1', [id])
    expect(row).toEqual({ email: 'panelguess@example.com', login_attempts: 5 })
  })

  it('a right guess clears the count, as a sign-in does', async () => {
    const password = 'saddle-juniper-comet-27'
    const { id, session } = await account('recover', password)
    for (let i = 0; i < 3; i++)
      expect((await session.patch(`/cms-api/users/${id}`, { password: 'ember-atlas-marigold-84', currentPassword: `nope-${i}-nope-nope` })).status).toBe(400)
    expect((await sql<{ login_attempts: number }>('SELECT login_attempts::int AS login_attempts FROM users WHERE id = $1', [id]))[0].login_attempts).toBe(3)
    expect((await session.post('/api/auth/change-password', { currentPassword: password, password: 'ember-atlas-marigold-84' })).status).toBe(200)
    expect((await sql<{ login_attempts: number }>('SELECT login_attempts::int AS login_attempts FROM users WHERE id = $1', [id]))[0].login_attempts).toBe(0)
  })
})
