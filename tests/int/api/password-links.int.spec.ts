import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ADMIN, anonymous, type ApiClient, baseUrl, EDITOR, freshSession, localPayload, queueSettled, signIn, sql } from '../../setup/api'
import { type Received, type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'

/**
 * Getting back in without an admin (docs/product.md#password-links-and-invitations): "Forgot
 * password?" on both doors, the link by mail, a new password held to the rules of every account,
 * and invitations that let a new colleague choose their own password.
 */

let admin: ApiClient
let peer: SmtpPeer
let address = 0
// Each call from its own address: the per-address sign-in limit does not get in the way.
const fresh = () => ({ headers: { 'X-Forwarded-For': `10.7.${Math.floor(++address / 250)}.${address % 250}` } })
const forgot = (login: string) => anonymous.post('/api/auth/forgot-password', { login }, fresh())
const reset = (token: string, password: string) => anonymous.post('/api/auth/reset-password', { token, password }, fresh())

const linkOf = (kind: 'reset-password' | 'set-password') => new RegExp(`${baseUrl.replace(/[.:/]/g, '\\$&')}/admin/${kind}/([0-9a-f]{40})`)
/** A mail with a password link (the notices of a change, src/features/accounts/notices.ts, are not). */
const withLink = (mail: Received) => /\/admin\/(?:reset|set)-password\//.test(mail.mail.text ?? '')

/** The link of the next mail that carries one, and the mail; the mails so far are then let go. */
async function nextLink(kind: 'reset-password' | 'set-password' = 'reset-password') {
  const deadline = Date.now() + 20_000
  while (!peer.received.some(withLink)) {
    if (Date.now() > deadline) throw new Error(`No mail with a ${kind} link within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const mail = peer.received.find(withLink)!
  peer.received.splice(0)
  const link = linkOf(kind).exec(mail.mail.text ?? '')
  if (!link) throw new Error(`No ${kind} link in: ${mail.mail.text}`)
  return { mail, token: link[1] }
}

const signInFails = async (login: string, password: string) =>
  (
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...fresh().headers },
      body: JSON.stringify({ login, password }),
    })
  ).status

beforeAll(async () => {
  ;({ admin } = await freshSession())
  peer = await startSmtpPeer(smtpPortFor(Number(new URL(baseUrl).port)))
})

afterAll(() => peer.close())

beforeEach(async () => {
  peer.received.splice(0)
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'forgot:%' OR key LIKE 'reset:%'`)
  // Each test starts with the editor's own password (a test may have changed it).
  const payload = await localPayload()
  const [editor] = (await payload.find({ collection: 'users', where: { username: { equals: EDITOR.username } }, depth: 0 })).docs
  await payload.update({ collection: 'users', id: editor.id, data: { password: EDITOR.password }, depth: 0 })
})

describe('forgot password', () => {
  it('mails a one-hour link to the account named by its email or username, and answers the same for none', async () => {
    const known = await forgot(EDITOR.email.toUpperCase())
    expect(known.status).toBe(200)
    const { mail } = await nextLink()
    expect(mail.to).toEqual([EDITOR.email])
    expect(mail.mail.subject).toBe('Reset your Himalayan Beats password')
    expect(mail.mail.text).toContain('one hour')
    const [row] = await sql<{ expires: Date }>(`SELECT reset_password_expiration AS expires FROM users WHERE username = $1`, [EDITOR.username])
    expect(row.expires.getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(row.expires.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)

    const byUsername = await forgot(EDITOR.username)
    await nextLink()
    const unknown = await forgot('nobody@example.com')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(byUsername.body).toEqual(known.body)
    await queueSettled()
    expect(peer.received.filter(withLink)).toHaveLength(0)
  })

  it('limits requests per login text, whether or not it names an account', async () => {
    for (const login of [ADMIN.email, 'ghost@example.com']) {
      for (let i = 0; i < 5; i++) expect((await forgot(login)).status).toBe(200)
      const limited = await forgot(login)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it("on Payload's door sends the same link, from the queue", async () => {
    const answer = await fetch(`${baseUrl}/cms-api/users/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...fresh().headers },
      body: JSON.stringify({ email: EDITOR.email }),
    })
    expect(answer.status).toBe(200)
    const { mail } = await nextLink()
    expect(mail.mail.text).not.toContain('/cms/reset')
  })

  it('refuses an empty login and a browser on another site', async () => {
    expect((await forgot('  ')).status).toBe(400)
    const crossSite = await fetch(`${baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example', ...fresh().headers },
      body: JSON.stringify({ login: EDITOR.email }),
    })
    expect(crossSite.status).toBe(403)
  })
})

describe('reset password', () => {
  it('holds the new password to the rules without using up the link, then signs in and ends other sessions', async () => {
    const other = await signIn(EDITOR)
    expect((await other.get('/api/auth/me')).status).toBe(200)
    await forgot(EDITOR.email)
    const { token } = await nextLink()

    const short = await reset(token, 'short')
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([{ path: 'password', message: 'Password must be at least 12 characters.' }])
    const common = await reset(token, 'password123456')
    expect(common.status).toBe(400)
    expect(common.body.message).toMatch(/common/i)
    const personal = await reset(token, `${EDITOR.username}-harbor-2026`)
    expect(personal.status).toBe(400)

    const done = await reset(token, 'silver-comet-garden-84')
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ username: EDITOR.username })
    const cookie = done.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect((await fetch(`${baseUrl}/api/auth/me`, { headers: { Cookie: cookie, Origin: baseUrl } })).status).toBe(200)
    // The session from before the reset is over; the old password no longer opens the account.
    expect((await other.get('/api/auth/me')).status).toBe(401)
    expect(await signInFails(EDITOR.username, EDITOR.password)).toBe(401)
    expect(await signInFails(EDITOR.username, 'silver-comet-garden-84')).toBe(200)

    const again = await reset(token, 'another-fine-password-93')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('This link is not valid: it has been used, has run out or was mistyped. Ask for a new one.')
  })

  it('refuses a link that has run out, was replaced or never existed', async () => {
    await forgot(ADMIN.email)
    const { token: first } = await nextLink()
    await forgot(ADMIN.username)
    const { token: second } = await nextLink()
    expect((await reset(first, 'silver-comet-garden-85')).status).toBe(400)
    await sql(`UPDATE users SET reset_password_expiration = now() - interval '1 second' WHERE username = $1`, [ADMIN.username])
    expect((await reset(second, 'silver-comet-garden-85')).status).toBe(400)
    expect((await reset('0'.repeat(40), 'silver-comet-garden-85')).status).toBe(400)
  })

  it("holds Payload's door to the same password rules", async () => {
    await forgot(EDITOR.username)
    const { token } = await nextLink()
    const payloadReset = (password: string) =>
      fetch(`${baseUrl}/cms-api/users/reset-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...fresh().headers },
        body: JSON.stringify({ token, password }),
      })
    const weak = await payloadReset('password123456')
    expect(weak.status).toBe(400)
    expect(JSON.stringify(await weak.json())).toMatch(/common/i)
    // The link still works, here too.
    expect((await reset(token, 'amber-willow-tunnel-27')).status).toBe(200)
  })

  it('limits the tries of one token', async () => {
    const token = 'f'.repeat(40)
    for (let i = 0; i < 5; i++) expect((await reset(token, 'silver-comet-garden-86')).status).toBe(400)
    expect((await reset(token, 'silver-comet-garden-86')).status).toBe(429)
  })
})

describe('invitations', () => {
  it('create an account without a password and mail a 72-hour link; choosing a password accepts it', async () => {
    const invited = await admin.post('/api/users', { username: 'dawa', email: 'dawa@example.com', role: 'editor', invite: true })
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({ username: 'dawa', invitePending: true })
    const { mail, token } = await nextLink('set-password')
    expect(mail.to).toEqual(['dawa@example.com'])
    expect(mail.mail.subject).toBe('You are invited to the Himalayan Beats back office')
    expect(mail.mail.text).toContain('72 hours')
    // It says who invited them and as what.
    expect(mail.mail.text).toContain(`${ADMIN.username}, an admin of Himalayan Beats, has made you an account in the back office, with the username dawa`)
    expect(mail.mail.text).toContain('as an editor: you will manage the content.')

    // Sent again: a new link, and the first stops working.
    const resent = await admin.post(`/api/users/${invited.body.id}/invite`)
    expect(resent.status).toBe(200)
    const { mail: again, token: newer } = await nextLink('set-password')
    expect(again.mail.text).toContain(`${ADMIN.username}, an admin of Himalayan Beats,`)
    expect((await reset(token, 'copper-lantern-meadow-61')).status).toBe(400)

    expect((await reset(newer, 'copper-lantern-meadow-61')).status).toBe(200)
    expect((await admin.get(`/api/users/${invited.body.id}`)).body.invitePending).toBe(false)
    expect(await signInFails('dawa', 'copper-lantern-meadow-61')).toBe(200)
    const accepted = await admin.post(`/api/users/${invited.body.id}/invite`)
    expect(accepted.status).toBe(409)
  })

  it('name the role an admin account is made with', async () => {
    const invited = await admin.post('/api/users', { username: 'tenzin', email: 'tenzin@example.com', role: 'admin', invite: true })
    expect(invited.status).toBe(201)
    const { mail } = await nextLink('set-password')
    expect(mail.mail.text).toContain('as an admin: you will manage the content and the staff accounts.')
    expect(mail.mail.html).toContain(`${ADMIN.username}, an admin of Himalayan Beats,`)
  })

  it('take no password, need one otherwise, and are for admins only', async () => {
    const both = await admin.post('/api/users', { username: 'pasang', email: 'pasang@example.com', invite: true, password: 'copper-lantern-meadow-62' })
    expect(both.status).toBe(400)
    expect(both.body.errors).toEqual([{ path: 'password', message: 'An invitation has no password: the person invited chooses it.' }])
    const neither = await admin.post('/api/users', { username: 'pasang', email: 'pasang@example.com' })
    expect(neither.status).toBe(400)
    expect(neither.body.errors).toEqual([{ path: 'password', message: 'Password must be at least 12 characters.' }])
    const editor = await signIn(EDITOR)
    expect((await editor.post('/api/users', { username: 'pasang', email: 'pasang@example.com', invite: true })).status).toBe(403)
    expect((await editor.post('/api/users/1/invite')).status).toBe(403)
  })
})

describe('a password set another way', () => {
  it('ends the links still out', async () => {
    await forgot(EDITOR.email)
    const { token } = await nextLink()
    const [editorAccount] = await sql<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [EDITOR.username])
    expect((await admin.patch(`/api/users/${editorAccount.id}`, { password: 'granite-owl-meadow-47' })).status).toBe(200)
    expect((await reset(token, 'silver-comet-garden-87')).status).toBe(400)
  })
})

describe('changing my own password', () => {
  it('takes the current one, for editors as for admins', async () => {
    const editor = await signIn(EDITOR)
    const wrong = await editor.post('/api/auth/change-password', { currentPassword: 'not-it-at-all', password: 'tidal-forest-ember-55' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].path).toBe('currentPassword')
    const weak = await editor.post('/api/auth/change-password', { currentPassword: EDITOR.password, password: 'password123456' })
    expect(weak.status).toBe(400)
    const changed = await editor.post('/api/auth/change-password', { currentPassword: EDITOR.password, password: 'tidal-forest-ember-55' })
    expect(changed.status).toBe(200)
    expect(await signInFails(EDITOR.username, 'tidal-forest-ember-55')).toBe(200)
    expect((await anonymous.post('/api/auth/change-password', { currentPassword: 'x', password: 'tidal-forest-ember-56' })).status).toBe(401)
  })

  it('and my own email or username take the current password too, on both doors (a stolen session cannot redirect the next link)', async () => {
    const editor = await signIn(EDITOR)
    const me = (await editor.get('/api/auth/me')).body
    const viaPayload = (body: object) =>
      fetch(`${baseUrl}/cms-api/users/${me.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: editor.cookie ?? '' },
        body: JSON.stringify(body),
      })
    expect((await viaPayload({ email: 'thief@evil.example' })).status).toBe(400)
    expect((await viaPayload({ username: 'thief' })).status).toBe(400)
    expect((await editor.get('/api/auth/me')).body.email).toBe(EDITOR.email)
    const [adminAccount] = await sql<{ id: number }>(`SELECT id FROM users WHERE username = $1`, [ADMIN.username])
    const ownEmail = await admin.patch(`/api/users/${adminAccount.id}`, { email: 'boss@evil.example' })
    expect(ownEmail.status).toBe(400)
    expect(ownEmail.body.errors[0].path).toBe('currentPassword')
    expect((await viaPayload({ email: EDITOR.email.toUpperCase(), currentPassword: undefined })).status).toBe(200)
  })
})
