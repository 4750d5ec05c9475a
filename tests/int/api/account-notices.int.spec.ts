import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, signIn, sql } from '../../setup/api'
import { type Received, type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'

/**
 * An account's holder hears of what changes it (src/features/accounts/notices.ts), from the queue, in
 * the account's language: a new e-mail (the old and the new address), a new password, a reset by
 * link, a new API key. A changed e-mail ends every password link still out, on both doors
 * (src/features/accounts/password-links.ts).
 */

let admin: ApiClient
let peer: SmtpPeer
let accounts = 0
let address = 0
// Each call from its own address: the per-address sign-in limit does not get in the way.
const fresh = () => ({ headers: { 'X-Forwarded-For': `10.9.${Math.floor(++address / 250)}.${address % 250}` } })
const forgot = (login: string) => anonymous.post('/api/auth/forgot-password', { login }, fresh())
const reset = (token: string, password: string) => anonymous.post('/api/auth/reset-password', { token, password }, fresh())

const PASSWORD = 'juniper-kettle-summit-38'
const BAD_LINK = 'This link is not valid: it has been used, has run out or was mistyped. Ask for a new one.'

/** A new editor of its own, with a password; answers its id, username and email. */
async function account(language?: 'en' | 'ne') {
  accounts += 1
  const username = `holder${accounts}`
  const email = `${username}@example.com`
  const created = await admin.post('/api/users', { username, email, password: PASSWORD, role: 'editor', ...(language && { language }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { id: created.body.id as number, username, email }
}

/** Waits until the queue holds no account notice still to send: every notice queued so far has arrived. */
async function noticesSent() {
  const deadline = Date.now() + 20_000
  for (;;) {
    const [row] = await sql<{ count: string }>(`SELECT count(*) FROM payload_jobs WHERE task_slug::text = 'account-notice'`)
    if (Number(row.count) === 0) return
    if (Date.now() > deadline) throw new Error('Account notices still queued after 20 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The reset link mailed to `email` (the link mail, not a notice). */
async function resetToken(email: string): Promise<string> {
  const mail = await peer.waitForMailTo(email, (one) => /\/admin\/reset-password\//.test(one.mail.text ?? ''))
  return /\/admin\/reset-password\/([0-9a-f]{40})/.exec(mail.mail.text ?? '')![1]
}

const subject = (text: string) => (mail: Received) => mail.mail.subject === text

/** A notice holds no link at all, nothing that signs in, and none of the secrets given. */
function expectNoLinkNorSecret(mail: Received, ...secrets: string[]) {
  const whole = `${mail.mail.subject}\n${mail.mail.text}\n${mail.mail.html || ''}`
  expect(whole).not.toMatch(/https?:\/\//)
  expect(whole).not.toMatch(/<a\s/i)
  for (const secret of secrets) expect(whole).not.toContain(secret)
}

beforeAll(async () => {
  ;({ admin } = await freshSession())
  peer = await startSmtpPeer(smtpPortFor(Number(new URL(baseUrl).port)))
})

afterAll(() => peer.close())

beforeEach(async () => {
  await noticesSent()
  peer.received.splice(0)
  await sql(`DELETE FROM rate_limits WHERE key LIKE 'forgot:%' OR key LIKE 'reset:%'`)
})

describe('a changed e-mail', () => {
  const doors = {
    '/api': (id: number, email: string) => admin.patch(`/api/users/${id}`, { email }),
    '/cms-api': async (id: number, email: string) => {
      const answer = await fetch(`${baseUrl}/cms-api/users/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie ?? '' },
        body: JSON.stringify({ email }),
      })
      return { status: answer.status, body: await answer.json() }
    },
  }

  for (const [door, changeEmail] of Object.entries(doors)) {
    it(`through ${door} ends the reset link mailed earlier, and tells the old and the new address`, async () => {
      const holder = await account()
      expect((await forgot(holder.email)).status).toBe(200)
      const token = await resetToken(holder.email)

      const newEmail = `${holder.username}.new@example.com`
      const changed = await changeEmail(holder.id, newEmail)
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)

      // The link mailed to the old address opens nothing, and says so.
      const used = await reset(token, 'lantern-quarry-meadow-71')
      expect(used.status).toBe(400)
      expect(used.body.message).toBe(BAD_LINK)
      const page = await fetch(`${baseUrl}/admin/reset-password/${token}`)
      expect(await page.text()).toContain('This link is not valid')

      const toOld = await peer.waitForMailTo(holder.email, subject('The e-mail address of your Himalayan Beats account was changed'))
      expect(toOld.mail.text).toContain(`account ${holder.username} was changed from this address to another one`)
      expect(toOld.mail.text).not.toContain(newEmail)
      const toNew = await peer.waitForMailTo(newEmail, subject('The e-mail address of your Himalayan Beats account was changed'))
      expect(toNew.mail.text).toContain(`This address is now the e-mail address of the Himalayan Beats account ${holder.username}.`)
      for (const notice of [toOld, toNew]) expectNoLinkNorSecret(notice, token)

      // One notice to each address, nothing else.
      await noticesSent()
      const notices = peer.received.filter((mail) => !/reset-password/.test(mail.mail.text ?? ''))
      expect(notices.map((mail) => mail.to).sort()).toEqual([[holder.email], [newEmail]].sort())
    })
  }

  it('of the same address in other letters is no change: the link still works, and nobody is told', async () => {
    const holder = await account()
    await forgot(holder.email)
    const token = await resetToken(holder.email)
    expect((await admin.patch(`/api/users/${holder.id}`, { email: holder.email.toUpperCase() })).status).toBe(200)
    expect((await reset(token, 'lantern-quarry-meadow-72')).status).toBe(200)
    await peer.waitForMailTo(holder.email, subject('Your Himalayan Beats password was reset'))
    await noticesSent()
    expect(peer.received.filter((mail) => /e-mail address/.test(mail.mail.subject ?? ''))).toEqual([])
  })
})

describe('a new password', () => {
  it('changed by its holder is told to the holder, without the password', async () => {
    const holder = await account()
    const client = await signIn({ username: holder.username, password: PASSWORD })
    const changed = await client.post('/api/auth/change-password', { currentPassword: PASSWORD, password: 'walnut-harbour-cinder-64' }, fresh())
    expect(changed.status).toBe(200)
    const notice = await peer.waitForMailTo(holder.email, subject('Your Himalayan Beats password was changed'))
    expect(notice.mail.text).toContain(`The password of the Himalayan Beats account ${holder.username} was changed.`)
    expect(notice.mail.text).toContain('tell an admin of Himalayan Beats')
    expectNoLinkNorSecret(notice, 'walnut-harbour-cinder-64', PASSWORD)
  })

  it('set by an admin on /cms-api is told to the holder too', async () => {
    const holder = await account()
    const answer = await fetch(`${baseUrl}/cms-api/users/${holder.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie ?? '' },
      body: JSON.stringify({ password: 'walnut-harbour-cinder-65' }),
    })
    expect(answer.status).toBe(200)
    const notice = await peer.waitForMailTo(holder.email, subject('Your Himalayan Beats password was changed'))
    expectNoLinkNorSecret(notice, 'walnut-harbour-cinder-65')
  })

  it('chosen with a reset link is told to the holder, without the link or the password', async () => {
    const holder = await account()
    await forgot(holder.username)
    const token = await resetToken(holder.email)
    expect((await reset(token, 'walnut-harbour-cinder-66')).status).toBe(200)
    const notice = await peer.waitForMailTo(holder.email, subject('Your Himalayan Beats password was reset'))
    expect(notice.mail.text).toContain(`The password of the Himalayan Beats account ${holder.username} was reset with a link sent to this address`)
    expectNoLinkNorSecret(notice, token, 'walnut-harbour-cinder-66')
  })
})

describe('a new API key', () => {
  it('is told to the holder, without the key', async () => {
    const holder = await account()
    const made = await admin.post(`/api/users/${holder.id}/api-key`)
    expect(made.status).toBe(201)
    const notice = await peer.waitForMailTo(holder.email, subject('A new API key for your Himalayan Beats account'))
    expect(notice.mail.text).toContain(`An admin made a new API key for the Himalayan Beats account ${holder.username}.`)
    expectNoLinkNorSecret(notice, made.body.apiKey)
  })
})

describe("in the account's language", () => {
  it('a Nepali account is told in Nepali, at both addresses of a changed e-mail', async () => {
    const holder = await account()
    const set = await admin.patch(`/api/users/${holder.id}`, { language: 'ne' })
    expect(set.status).toBe(200)
    expect(set.body.language).toBe('ne')

    expect((await admin.patch(`/api/users/${holder.id}`, { password: 'walnut-harbour-cinder-67' })).status).toBe(200)
    const password = await peer.waitForMailTo(holder.email, subject('तपाईंको Himalayan Beats पासवर्ड परिवर्तन गरिएको छ'))
    expect(password.mail.text).toContain(`Himalayan Beats मा ${holder.username} प्रयोगकर्ता-नाम भएको खाताको पासवर्ड परिवर्तन गरिएको छ।`)
    expect(password.mail.html).toContain('<html lang="ne">')

    const newEmail = `${holder.username}.ne@example.com`
    expect((await admin.patch(`/api/users/${holder.id}`, { email: newEmail })).status).toBe(200)
    const toOld = await peer.waitForMailTo(holder.email, subject('तपाईंको Himalayan Beats खाताको इमेल ठेगाना परिवर्तन गरिएको छ'))
    expect(toOld.mail.text).toContain('यस ठेगानाबाट अर्को ठेगानामा परिवर्तन गरिएको छ')
    const toNew = await peer.waitForMailTo(newEmail, subject('तपाईंको Himalayan Beats खाताको इमेल ठेगाना परिवर्तन गरिएको छ'))
    expect(toNew.mail.text).toContain('अबदेखि यो ठेगाना Himalayan Beats मा')
  })

  it('an account is English unless set, and a language other than English or Nepali is refused', async () => {
    const holder = await account()
    expect((await admin.get(`/api/users/${holder.id}`)).body.language).toBe('en')
    expect((await admin.patch(`/api/users/${holder.id}`, { language: 'fr' })).status).toBe(400)
  })
})
