import { createHmac } from 'node:crypto'

import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'

import { ADMIN, anonymous, type ApiClient, baseUrl, freshSession, queueSettled, sql } from '../../setup/api'
import { type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'
import { startTestServer } from '../../setup/test-server'
import { databaseUrl, mediaDir } from '../../setup/worker'

/**
 * Staff hear of each contact message (docs/product.md#contact-message-notices): through the jobs
 * queue of the test server, to the local SMTP peer its SMTP_URL names (tests/setup/test-server.ts).
 * What arrives, to whom, that visitor text adds no header and no markup, spam kept out, a mail
 * server that is down, the retry, and who may set the recipients and run jobs.
 */

let admin: ApiClient
let editor: ApiClient
let peer: SmtpPeer
const smtpPort = smtpPortFor(Number(new URL(baseUrl).port))

const message = {
  name: 'Ann Shrestha',
  email: 'ann@example.com',
  phone: '+1 416 555 0100',
  subject: 'Booking an Artist',
  message: 'We would like to book a band for May.',
}
let address = 0
// Each message from its own address: the per-address limit does not get in the way.
const fresh = () => ({ headers: { 'X-Forwarded-For': `10.9.${Math.floor(++address / 250)}.${address % 250}` } })
const send = (body: object) => anonymous.post('/api/contact-messages', body, fresh())

/** Waits until the message's notice is as expected (the runner looks every 2 s). */
async function noticeOf(id: number, expected: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { body } = await admin.get(`/api/contact-messages/${id}`)
    if (body.notification === expected || Date.now() > deadline) return body
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  peer = await startSmtpPeer(smtpPort)
  await admin.patch('/api/contact-settings', { email: 'bookings@himalayanbeats.example' })
  // Only the staff notices here: the senders' acknowledgements have their own file (contact-message-states).
  await admin.patch('/api/notification-settings', { acknowledge: false })
})

afterAll(() => peer.close())

beforeEach(() => {
  peer.received.splice(0)
})

describe('the staff notice of a new message', () => {
  it('arrives within seconds: subject, recipient, reply-to the visitor, both bodies, a link to the message', async () => {
    const { status, body: stored } = await send(message)
    expect(status).toBe(201)
    // The sender is not told how the message was judged; staff see it.
    expect(stored).not.toHaveProperty('spam')
    expect(stored).not.toHaveProperty('notification')
    expect((await admin.get(`/api/contact-messages/${stored.id}`)).body).toMatchObject({ spam: false })
    const [mail] = await peer.waitFor(1, 10_000)
    expect(mail.to).toEqual([ADMIN.email])
    expect(mail.from).toBe('hello@himalayanbeats.example')
    expect(mail.mail.subject).toBe('New message: Booking an Artist')
    expect(mail.mail.replyTo?.value).toEqual([{ address: 'ann@example.com', name: 'Ann Shrestha' }])
    for (const part of [message.name, message.email, message.phone, message.message, `${baseUrl}/admin/messages?open=${stored.id}`]) {
      expect(mail.mail.text).toContain(part)
      expect(mail.mail.html).toContain(part.replace(/&/g, '&amp;'))
    }
    const notified = await noticeOf(stored.id, 'sent')
    expect(notified).toMatchObject({ notification: 'sent', notificationError: null, notifiedAt: expect.any(String) })
  })

  it("keeps a visitor's line break inside the subject and their markup as text", async () => {
    const { body } = await send({
      ...message,
      name: 'Eve <img src=x onerror=alert(1)>',
      subject: 'Hi\r\nBcc: thief@evil.example\r\nX-Injected: yes',
      message: '<script>alert("x")</script> please call me back',
    })
    const [mail] = await peer.waitFor(1)
    expect(mail.to).toEqual([ADMIN.email])
    expect(mail.mail.bcc).toBeUndefined()
    expect(mail.mail.headers.has('x-injected')).toBe(false)
    expect(mail.mail.subject).toBe('New message: Hi Bcc: thief@evil.example X-Injected: yes')
    expect(mail.mail.html).not.toContain('<script>')
    expect(mail.mail.html).not.toContain('<img src=x')
    expect(mail.mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    await noticeOf(body.id, 'sent')
  })

  it("goes to the admins' list of recipients, or to every admin's own address while the list is empty, never to an address an editor sets", async () => {
    const set = await admin.patch('/api/notification-settings', { recipients: ['owner@himalayanbeats.example', 'desk@himalayanbeats.example'] })
    expect(set.status).toBe(200)
    expect(set.body).toMatchObject({ recipients: ['owner@himalayanbeats.example', 'desk@himalayanbeats.example'], emailOn: true })
    await send(message)
    const [mail] = await peer.waitFor(1)
    expect(mail.to.sort()).toEqual(['desk@himalayanbeats.example', 'owner@himalayanbeats.example'])
    await admin.patch('/api/notification-settings', { recipients: [] })
    peer.received.splice(0)

    // An editor changes Contact Info's e-mail, on either door: notices still go to the admins.
    const second = { username: 'second-admin', email: 'second-admin@example.com', password: 'copper-meadow-lantern-58', role: 'admin' }
    const made = await admin.post('/api/users', second)
    expect(made.status).toBe(201)
    for (const change of [
      () => editor.patch('/api/contact-settings', { email: 'thief@evil.example' }),
      () => editor.post('/cms-api/globals/contact-settings', { email: 'thief2@evil.example' }),
    ]) {
      expect((await change()).status).toBe(200)
      await send(message)
      const [notice] = await peer.waitFor(1)
      expect(notice.to.sort()).toEqual([ADMIN.email, second.email].sort())
      peer.received.splice(0)
    }
    await admin.patch('/api/contact-settings', { email: 'bookings@himalayanbeats.example' })
    expect((await admin.delete(`/api/users/${made.body.id}`)).status).toBe(204)
  })

  it('lets admins alone read and set the recipients, with clear errors', async () => {
    expect((await editor.get('/api/notification-settings')).status).toBe(403)
    expect((await editor.patch('/api/notification-settings', { recipients: ['x@example.com'] })).status).toBe(403)
    expect((await anonymous.get('/api/notification-settings')).status).toBe(401)
    const bad = await admin.patch('/api/notification-settings', { recipients: ['owner@example.com', 'not an address'] })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].message).toBe('Please enter a valid email address')
    const twice = await admin.patch('/api/notification-settings', { recipients: ['a@example.com', 'A@example.com'] })
    expect(twice.status).toBe(400)
    expect((await admin.get('/api/notification-settings')).body.recipients).toEqual([])
    // Visitors never see who is notified.
    expect(JSON.stringify((await anonymous.get('/api/contact-settings')).body)).not.toContain('recipients')
  })
})

describe('spam', () => {
  const sign = (time: number) => `${time}.${createHmac('sha256', inject('secret')).update(`contact-form:${time}`).digest('base64url')}`

  it('is stored flagged and not notified when the hidden field is filled, or the form comes back under 3 s', async () => {
    const token = (await anonymous.get('/api/contact-messages/form-token')).body.token as string
    const filled = await send({ ...message, website: 'https://spam.example', formToken: sign(Date.now() - 60_000) })
    const hasty = await send({ ...message, website: '', formToken: token })
    const forged = await send({ ...message, formToken: `${Date.now() - 60_000}.forged` })
    for (const answer of [filled, hasty, forged]) {
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject(message)
      expect((await admin.get(`/api/contact-messages/${answer.body.id}`)).body).toMatchObject({ spam: true, notification: null })
    }
    // A person's message, sent a while after the form opened, is not spam.
    const person = await send({ ...message, website: '', formToken: sign(Date.now() - 30_000) })
    expect((await admin.get(`/api/contact-messages/${person.body.id}`)).body).toMatchObject({ spam: false })
    await peer.waitFor(1)
    await queueSettled()
    expect(peer.received).toHaveLength(1)
    const rows = await sql<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'contact-notice' AND (input->>'message')::int = ANY($1)`, [
      [filled.body.id, hasty.body.id, forged.body.id],
    ])
    expect(Number(rows[0].n)).toBe(0)
  })

  it('is never what a call with only the documented fields is', async () => {
    const answer = await send(message)
    expect((await admin.get(`/api/contact-messages/${answer.body.id}`)).body.spam).toBe(false)
    await peer.waitFor(1)
  })

  it('cannot be marked or unmarked by a visitor, and a token is never cached', async () => {
    const answer = await send({ ...message, spam: true, notification: 'sent' })
    expect((await admin.get(`/api/contact-messages/${answer.body.id}`)).body).toMatchObject({
      spam: false,
      notification: expect.stringMatching(/pending|sent/),
    })
    const token = await fetch(`${baseUrl}/api/contact-messages/form-token`)
    expect(token.headers.get('cache-control')).toBe('no-store')
    await peer.waitFor(1)
  })
})

describe('when the mail server is down', () => {
  it('keeps the message, says the notice is waiting, and sends it once the server is back', async () => {
    await peer.close()
    const { body } = await send(message)
    expect((await admin.get(`/api/contact-messages/${body.id}`)).body.id).toBe(body.id)
    // The first attempt fails: still pending, with the reason.
    const deadline = Date.now() + 15_000
    let waiting = body
    while (!waiting.notificationError && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      waiting = (await admin.get(`/api/contact-messages/${body.id}`)).body
    }
    expect(waiting).toMatchObject({ notification: 'pending', notificationError: expect.stringMatching(/ECONNREFUSED|connect/i) })
    peer = await startSmtpPeer(smtpPort)
    // The retry comes 10 s after the failure.
    await peer.waitFor(1, 25_000)
    expect(await noticeOf(body.id, 'sent')).toMatchObject({ notification: 'sent', notificationError: null })
    expect(peer.received).toHaveLength(1)
  })

  it('marks a notice failed for good after the last attempt; staff send it again', async () => {
    const { body } = await send(message)
    await peer.waitFor(1)
    await noticeOf(body.id, 'sent')
    peer.received.splice(0)
    await sql(`UPDATE contact_messages SET notification = 'failed', notification_error = 'Connection refused' WHERE id = $1`, [body.id])
    expect((await anonymous.post(`/api/contact-messages/${body.id}/notify`)).status).toBe(401)
    const again = await editor.post(`/api/contact-messages/${body.id}/notify`)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ notification: 'pending', notificationError: null })
    await peer.waitFor(1)
    expect(await noticeOf(body.id, 'sent')).toMatchObject({ notification: 'sent' })
    const spam = await send({ ...message, website: 'x' })
    expect((await editor.post(`/api/contact-messages/${spam.body.id}/notify`)).status).toBe(409)
    expect((await editor.post('/api/contact-messages/999999/notify')).status).toBe(404)
  })
})

describe('the queue', () => {
  it("sends each of many messages exactly once, and its job endpoints are for admins only, on Payload's door", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, async (_, index) => (await send({ ...message, subject: `Booking ${index}` })).body.id as number))
    await peer.waitFor(12)
    await queueSettled()
    expect(peer.received.map((mail) => mail.mail.subject).sort()).toEqual(ids.map((_, index) => `New message: Booking ${index}`).sort())
    const headers = { Origin: baseUrl }
    expect((await fetch(`${baseUrl}/cms-api/payload-jobs/run`, { headers })).status).toBe(401)
    expect((await fetch(`${baseUrl}/cms-api/payload-jobs/run`, { headers: { ...headers, Cookie: editor.cookie ?? '' } })).status).toBe(401)
    expect((await fetch(`${baseUrl}/cms-api/payload-jobs/handle-schedules`, { headers: { ...headers, Cookie: editor.cookie ?? '' } })).status).not.toBe(200)
    expect((await fetch(`${baseUrl}/cms-api/payload-jobs`, { headers: { ...headers, Cookie: admin.cookie ?? '' } })).status).toBe(403)
    expect((await fetch(`${baseUrl}/cms-api/payload-jobs/run`, { headers: { ...headers, Cookie: admin.cookie ?? '' } })).status).toBe(200)
  })

  it('takes up a job a stopped runner left "processing", and still sends its mail once', async () => {
    const { body } = await send(message)
    await peer.waitFor(1)
    await noticeOf(body.id, 'sent')
    peer.received.splice(0)
    // As if a runner had claimed the job and died: a notice job, "processing" for three minutes.
    await sql(`UPDATE contact_messages SET notification = 'pending' WHERE id = $1`, [body.id])
    await sql(
      `INSERT INTO payload_jobs (input, task_slug, queue, processing, total_tried, updated_at, created_at)
       VALUES ($1, 'contact-notice', 'default', true, 0, now() - interval '3 minutes', now() - interval '3 minutes')`,
      [{ message: body.id }],
    )
    await peer.waitFor(1, 15_000)
    expect(await noticeOf(body.id, 'sent')).toMatchObject({ notification: 'sent' })
  })
})

/** The connections of this database's job runners that hold an advisory lock (src/server/jobs/runner.ts); the browser tests' server runs one on its own database meanwhile. */
const RUNNER_LOCKS = `SELECT DISTINCT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'agency-site-jobs' AND a.datname = current_database()`

describe('with two instances running the queue', () => {
  it('sends N messages as N mails, and goes on when the runner loses its lock', async () => {
    // A second instance on the same database, mailing to the same peer.
    const port = Number(new URL(baseUrl).port) + 2
    const second = await startTestServer({ port, databaseUrl, mediaDir, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } })
    try {
      // Each message once through each instance.
      const viaBoth = async (body: object) => {
        expect((await send(body)).status).toBe(201)
        const response = await fetch(`${second.baseUrl}/api/contact-messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...fresh().headers },
          body: JSON.stringify(body),
        })
        expect(response.status).toBe(201)
      }
      await Promise.all(Array.from({ length: 10 }, (_, index) => viaBoth({ ...message, subject: `Pair ${index}` })))
      await peer.waitFor(20, 30_000)
      // The runner's lock connection dies: another (or the same, reconnected) instance takes the queue over.
      const killed = await sql<{ killed: boolean }>(`SELECT pg_terminate_backend(pid) AS killed FROM (${RUNNER_LOCKS}) holders`)
      expect(killed).toHaveLength(1)
      await Promise.all(Array.from({ length: 5 }, (_, index) => viaBoth({ ...message, subject: `After ${index}` })))
      await peer.waitFor(30, 40_000)
      await queueSettled()
      const subjects = peer.received.map((mail) => mail.mail.subject)
      expect(subjects).toHaveLength(30)
      expect(new Set(subjects).size).toBe(15)
      for (const subject of new Set(subjects)) expect(subjects.filter((other) => other === subject)).toHaveLength(2)
      // One runner at a time holds the lock.
      const holders = await sql(RUNNER_LOCKS)
      expect(holders).toHaveLength(1)
    } finally {
      await second.stop()
    }
  }, 180_000)
})
