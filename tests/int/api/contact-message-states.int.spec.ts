import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, queueSettled } from '../../setup/api'
import { type SmtpPeer, smtpPortFor, startSmtpPeer } from '../../setup/smtp-peer'

/**
 * Messages worked to the end (docs/product.md#messages-screen): read, replied, done; staff notes;
 * the state filter; Spam and Not spam; and the sender's acknowledgement
 * (docs/product.md#visitor-acknowledgement), sent once through the queue to the local SMTP peer
 * its server sends to, in the message's language, never for spam, not while switched off.
 */

let admin: ApiClient
let editor: ApiClient
let peer: SmtpPeer
let address = 0
let sender = 0

// Each message from its own client address (the per-address limit) and its own sender.
const fresh = () => ({ headers: { 'X-Forwarded-For': `10.12.${Math.floor(++address / 250)}.${address % 250}` } })
const nextSender = () => `visitor${++sender}.${Date.now()}@example.com`
const send = async (overrides: Record<string, unknown> = {}) => {
  const answer = await anonymous.post(
    '/api/contact-messages',
    { name: 'Ann Shrestha', email: nextSender(), subject: 'Booking an Artist', message: 'We would like to book a band for May.', ...overrides },
    fresh(),
  )
  expect(answer.status).toBe(201)
  return answer.body as { id: number; email: string }
}
const mailsTo = (to: string) => peer.received.filter((mail) => mail.to.includes(to))

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  peer = await startSmtpPeer(smtpPortFor(Number(new URL(baseUrl).port)))
})

afterAll(() => peer.close())

beforeEach(async () => {
  expect((await admin.patch('/api/notification-settings', { acknowledge: true })).status).toBe(200)
})

describe('how far a message is worked', () => {
  it('is read, replied or done as staff mark it; replied or done is read, unread starts over', async () => {
    const { id } = await send()
    const replied = await editor.patch(`/api/contact-messages/${id}`, { handled: 'replied' })
    expect(replied.status).toBe(200)
    expect(replied.body).toMatchObject({ read: true, handled: 'replied' })
    expect((await admin.patch(`/api/contact-messages/${id}`, { handled: 'done' })).body).toMatchObject({ read: true, handled: 'done' })
    expect((await admin.patch(`/api/contact-messages/${id}`, { read: false })).body).toMatchObject({ read: false, handled: null })
    expect((await admin.patch(`/api/contact-messages/${id}`, { handled: 'archived' })).status).toBe(400)
    expect((await admin.patch(`/api/contact-messages/${id}`, {})).status).toBe(400)
    // What the visitor wrote stays theirs.
    expect((await admin.patch(`/api/contact-messages/${id}`, { handled: 'done', subject: 'Changed' })).body).toMatchObject({ subject: 'Booking an Artist' })
  })

  it('filters by state on the server, spam aside', async () => {
    const subject = `Filter ${Date.now()}`
    const made: Record<string, number> = {}
    for (const state of ['unread', 'read', 'replied', 'done']) made[state] = (await send({ subject: `${subject} ${state}` })).id
    await send({ subject: `${subject} spam`, website: 'https://spam.example' })
    await admin.patch(`/api/contact-messages/${made.read}`, { read: true })
    await admin.patch(`/api/contact-messages/${made.replied}`, { handled: 'replied' })
    await admin.patch(`/api/contact-messages/${made.done}`, { handled: 'done' })
    const subjects = async (query: string) =>
      ((await admin.get(`/api/contact-messages?spam=false&search=${encodeURIComponent(subject)}&limit=10&${query}`)).body as { subject: string }[]).map(
        (message) => message.subject,
      )
    for (const state of ['unread', 'read', 'replied', 'done']) expect(await subjects(`state=${state}`)).toEqual([`${subject} ${state}`])
    expect(await subjects('')).toHaveLength(4)
    expect((await admin.get('/api/contact-messages?state=maybe')).status).toBe(400)
  })
})

describe('staff notes', () => {
  it('are added one at a time, oldest first, with who wrote them and when', async () => {
    const { id } = await send()
    const first = await editor.post(`/api/contact-messages/${id}/notes`, { text: '  Called them back.  ' })
    expect(first.status).toBe(200)
    const second = await admin.post(`/api/contact-messages/${id}/notes`, { text: 'Quote sent.' })
    expect(second.body.notes).toEqual([
      { id: expect.any(String), text: 'Called them back.', author: 'editor', at: expect.any(String) },
      { id: expect.any(String), text: 'Quote sent.', author: 'admin', at: expect.any(String) },
    ])
    expect((await admin.post(`/api/contact-messages/${id}/notes`, { text: '   ' })).status).toBe(400)
    expect((await admin.post('/api/contact-messages/999999/notes', { text: 'Nobody' })).status).toBe(404)
    // Logged as an act of staff.
    const log = await admin.get('/api/activity?limit=20')
    const entries = (log.body.docs as { resource: string; recordId: number; summary: string }[]).filter(
      (entry) => entry.resource === 'contact-messages' && entry.recordId === id,
    )
    expect(entries.map((entry) => entry.summary)).toContain('Updated message "Booking an Artist": Notes (note added)')
  })

  it('cannot be written, nor spam set, by an edit on either door', async () => {
    const { id } = await send()
    await admin.patch(`/api/contact-messages/${id}`, { read: true, notes: [{ text: 'Forged', author: 'someone' }], spam: true })
    const panel = await fetch(`${baseUrl}/cms-api/contact-messages/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: admin.cookie! },
      body: JSON.stringify({ notes: [{ text: 'Forged', author: 'someone' }], spam: true, acknowledgement: 'sent' }),
    })
    expect(panel.status).toBeLessThan(500)
    expect((await admin.get(`/api/contact-messages/${id}`)).body).toMatchObject({ notes: [], spam: false, read: true })
  })
})

describe('who may work a message', () => {
  it('is staff: visitors are refused every act', async () => {
    const { id } = await send()
    expect((await anonymous.patch(`/api/contact-messages/${id}`, { handled: 'done' })).status).toBe(401)
    expect((await anonymous.post(`/api/contact-messages/${id}/notes`, { text: 'Hi' })).status).toBe(401)
    expect((await anonymous.post(`/api/contact-messages/${id}/spam`, { spam: true })).status).toBe(401)
    expect((await anonymous.get(`/api/contact-messages?state=done`)).status).toBe(401)
    expect((await editor.patch('/api/notification-settings', { acknowledge: false })).status).toBe(403)
    expect((await anonymous.patch('/api/notification-settings', { acknowledge: false })).status).toBe(401)
    expect((await admin.get(`/api/contact-messages/${id}`)).body).toMatchObject({ handled: null, notes: [], spam: false })
  })
})

describe("the sender's acknowledgement", () => {
  it('goes once, in the language the form was sent in, repeating the subject, with no link', async () => {
    const nepali = await send({ locale: 'ne', subject: 'कलाकार बुकिङ' })
    const english = await send()
    const [ne] = [await peer.waitForMailTo(nepali.email)]
    const en = await peer.waitForMailTo(english.email)
    await queueSettled()
    expect(mailsTo(nepali.email)).toHaveLength(1)
    expect(mailsTo(english.email)).toHaveLength(1)
    expect(ne.mail.subject).toBe('तपाईंको सन्देश हामीलाई प्राप्त भयो: कलाकार बुकिङ')
    expect(ne.mail.text).toContain('हाम्रो टोलीले छिट्टै तपाईंलाई जवाफ दिनेछ')
    expect(ne.mail.html).toContain('lang="ne"')
    expect(en.mail.subject).toBe('We received your message: Booking an Artist')
    expect(en.mail.text).toContain('our team will answer you soon')
    for (const mail of [ne, en]) {
      expect(`${mail.mail.text}\n${mail.mail.html}`).not.toMatch(/https?:|href=|www\./i)
      // Nothing else the sender typed: not their name, not their text.
      expect(`${mail.mail.text}\n${mail.mail.html}`).not.toMatch(/Ann Shrestha|book a band/)
    }
    expect((await admin.get(`/api/contact-messages/${english.id}`)).body).toMatchObject({ acknowledgement: 'sent', locale: 'en' })
    expect((await admin.get(`/api/contact-messages/${nepali.id}`)).body).toMatchObject({ acknowledgement: 'sent', locale: 'ne' })
  })

  it('is not sent for spam, nor while admins have it switched off', async () => {
    const spam = await send({ website: 'https://spam.example' })
    expect((await admin.patch('/api/notification-settings', { acknowledge: false })).body).toMatchObject({ acknowledge: false })
    const quiet = await send()
    await queueSettled()
    expect(mailsTo(spam.email)).toEqual([])
    expect(mailsTo(quiet.email)).toEqual([])
    expect((await admin.get(`/api/contact-messages/${quiet.id}`)).body).toMatchObject({ acknowledgement: 'off' })
    expect((await admin.get(`/api/contact-messages/${spam.id}`)).body).toMatchObject({ acknowledgement: null, spam: true })
  })
})

describe('Spam and Not spam', () => {
  it('rescues a message the guard held back: its notice and acknowledgement go, once', async () => {
    const held = await send({ website: 'https://spam.example', subject: 'Held back' })
    const rescued = await editor.post(`/api/contact-messages/${held.id}/spam`, { spam: false })
    expect(rescued.status).toBe(200)
    expect(rescued.body).toMatchObject({ spam: false, notification: 'pending', acknowledgement: 'pending' })
    // Asked twice: still one of each.
    expect((await admin.post(`/api/contact-messages/${held.id}/spam`, { spam: false })).status).toBe(200)
    await peer.waitForMailTo(held.email)
    await queueSettled()
    expect(mailsTo(held.email)).toHaveLength(1)
    expect(peer.received.filter((mail) => mail.mail.subject === 'New message: Held back')).toHaveLength(1)
    expect((await admin.get(`/api/contact-messages?spam=false&search=Held%20back&limit=5`)).body.map((m: { id: number }) => m.id)).toContain(held.id)
  })

  it('sends a message that got through to Spam: what was still to go does not', async () => {
    expect((await admin.patch('/api/notification-settings', { acknowledge: false })).status).toBe(200)
    const through = await send({ subject: 'Got through' })
    const moved = await admin.post(`/api/contact-messages/${through.id}/spam`, { spam: true })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ spam: true })
    const spamView = await admin.get('/api/contact-messages?spam=true&search=Got%20through&limit=5')
    expect(spamView.body.map((m: { id: number }) => m.id)).toEqual([through.id])
    expect((await admin.post(`/api/contact-messages/${through.id}/spam`, { maybe: true })).status).toBe(400)
  })
})
