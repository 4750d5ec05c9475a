import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, countRows, freshSession, sql } from '../../setup/api'

let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

beforeEach(async () => {
  await sql('TRUNCATE rate_limits')
})

const message = {
  name: 'Ann Shrestha',
  email: 'ann@example.com',
  phone: '+1 416 555 0100',
  subject: 'Booking an Artist',
  message: 'We would like to book a band for May.',
}
// Each test speaks from its own address so the per-address limit does not leak between tests.
const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })

describe('public contact form messages', () => {
  it('are stored for anonymous visitors and answered unread', async () => {
    const answer = await anonymous.post('/api/contact-messages', message, from('10.0.0.1'))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ ...message, read: false, id: expect.any(Number) })
    const [row] = await sql('SELECT name, subject, read FROM contact_messages WHERE id = $1', [answer.body.id])
    expect(row).toEqual({ name: 'Ann Shrestha', subject: 'Booking an Artist', read: false })
  })

  it('are validated with the spec messages and nothing is stored on failure', async () => {
    const before = await countRows('contact_messages')
    const answer = await anonymous.post('/api/contact-messages', { name: 'A', email: 'nope', subject: 'x', message: 'too short' }, from('10.0.0.2'))
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters.' },
      { path: 'email', message: 'Please enter a valid email address.' },
      { path: 'subject', message: 'Subject must be at least 2 characters.' },
      { path: 'message', message: 'Message must be at least 10 characters.' },
    ])
    const missing = await anonymous.post('/api/contact-messages', {}, from('10.0.0.2'))
    expect(missing.body.errors[0]).toEqual({ path: 'name', message: 'Name must be at least 2 characters.' })
    // A subject not chosen (missing, empty or blank) asks for one; one too short says how long it must be.
    expect(missing.body.errors).toContainEqual({ path: 'subject', message: 'Please choose a subject.' })
    for (const subject of ['', '   ']) {
      const unchosen = await anonymous.post('/api/contact-messages', { ...message, subject }, from('10.0.0.3'))
      expect(unchosen.status).toBe(400)
      expect(unchosen.body.errors).toEqual([{ path: 'subject', message: 'Please choose a subject.' }])
    }
    expect(await countRows('contact_messages')).toBe(before)
  })

  it('cannot be marked read by the sender', async () => {
    const answer = await anonymous.post('/api/contact-messages', { ...message, read: true }, from('10.0.0.3'))
    expect(answer.body.read).toBe(false)
  })

  it('are limited to 5 a minute per address (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.post('/api/contact-messages', message, from('10.0.0.4'))).status).toBe(201)
    }
    const limited = await anonymous.post('/api/contact-messages', message, from('10.0.0.4'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await anonymous.post('/api/contact-messages', message, from('10.0.0.5'))).status).toBe(201)
  })
})

describe('the staff inbox', () => {
  it('lists newest first, marks read and deletes', async () => {
    await sql('TRUNCATE contact_messages RESTART IDENTITY CASCADE')
    await anonymous.post('/api/contact-messages', { ...message, subject: 'First' }, from('10.0.1.1'))
    await anonymous.post('/api/contact-messages', { ...message, subject: 'Second' }, from('10.0.1.1'))
    const inbox = await admin.get('/api/contact-messages')
    expect(inbox.body.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First'])

    const read = await admin.patch(`/api/contact-messages/${inbox.body[1].id}`, { read: true, subject: 'changed' })
    expect(read.body).toMatchObject({ read: true, subject: 'First' })
    expect((await admin.patch(`/api/contact-messages/${inbox.body[1].id}`, {})).status).toBe(400)

    expect((await admin.delete(`/api/contact-messages/${inbox.body[0].id}`)).status).toBe(204)
    expect((await admin.get('/api/contact-messages')).body).toHaveLength(1)
  })

  it('keeps what the visitor wrote on both doors: staff change only whether it is read', async () => {
    const sent = await anonymous.post('/api/contact-messages', { ...message, subject: 'Keep Me' }, from('10.0.1.2'))
    expect(sent.status).toBe(201)
    const rewrite = { name: 'Someone Else', email: 'changed@evil.example', phone: '000', subject: 'Changed', message: 'A message the visitor never wrote.' }
    for (const [door, client] of [
      ['/cms-api', editor],
      ['/api', editor],
      ['/cms-api', admin],
    ] as const) {
      const answer = await client.patch(`${door}/contact-messages/${sent.body.id}`, { ...rewrite, read: true })
      expect(answer.status, door).toBe(200)
      const [stored] = await sql<Record<string, unknown>>('SELECT name, email, phone, subject, message, read FROM contact_messages WHERE id = $1', [
        sent.body.id,
      ])
      expect(stored, door).toEqual({ name: message.name, email: message.email, phone: message.phone, subject: 'Keep Me', message: message.message, read: true })
      expect((await client.patch(`${door}/contact-messages/${sent.body.id}`, { read: false })).status).toBe(200)
    }
  })
})
