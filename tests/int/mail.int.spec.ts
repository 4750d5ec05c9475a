import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailAdapter } from '@/features/mail/transport'

import { type Received, type SmtpPeer, startSmtpPeer } from '../setup/smtp-peer'

/**
 * The site's mail (src/features/mail/transport.ts) against a real SMTP peer on 127.0.0.1 that this file starts:
 * what arrives, from whom and to whom, and that visitor text adds no header.
 */
let peer: SmtpPeer
let port: number
let received: Received[]

beforeAll(async () => {
  peer = await startSmtpPeer()
  port = peer.port
  received = peer.received
})

afterAll(() => peer.close())

const logged: string[] = []
const payload = { logger: { warn: (line: string) => logged.push(line), info: () => {}, error: () => {} } } as unknown as Payload
const adapterFor = async (env: Record<string, string>) => (await mailAdapter(env))({ payload })

describe('with SMTP_URL', () => {
  it('sends through the SMTP server, signed in, from MAIL_FROM, to the recipient alone', async () => {
    const mail = await adapterFor({
      SMTP_URL: `smtp://bookings%40agency:s3cret%2Fword@127.0.0.1:${port}`,
      MAIL_FROM: '"Himalayan Beats" <hello@himalayanbeats.example>',
    })
    await mail.sendEmail({ to: 'staff@himalayanbeats.example', subject: 'New message: Booking', text: 'A visitor wrote.', html: '<p>A visitor wrote.</p>' })
    const [arrived] = received.splice(0)
    expect(arrived.user).toBe('bookings@agency')
    expect(arrived.from).toBe('hello@himalayanbeats.example')
    expect(arrived.to).toEqual(['staff@himalayanbeats.example'])
    expect(arrived.mail.from?.value).toEqual([{ address: 'hello@himalayanbeats.example', name: 'Himalayan Beats' }])
    expect(arrived.mail.subject).toBe('New message: Booking')
    expect(arrived.mail.text?.trim()).toBe('A visitor wrote.')
    expect(arrived.mail.html).toContain('<p>A visitor wrote.</p>')
  })

  it('keeps a line break in a subject inside the subject: it adds no header and no recipient', async () => {
    const mail = await adapterFor({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    await mail.sendEmail({ to: 'staff@himalayanbeats.example', subject: 'Hello\r\nBcc: thief@evil.example\r\nX-Injected: yes', text: 'Body' })
    const [arrived] = received.splice(0)
    expect(arrived.to).toEqual(['staff@himalayanbeats.example'])
    expect(arrived.mail.bcc).toBeUndefined()
    expect(arrived.mail.headers.has('x-injected')).toBe(false)
    expect(arrived.mail.subject).toContain('Bcc: thief@evil.example')
  })

  it('does not wait on a mail server that is not there: made at once, refused promptly when used', async () => {
    const closed = new SMTPServer({})
    closed.listen(0, '127.0.0.1')
    await once(closed.server, 'listening')
    const deadPort = (closed.server.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const mail = await adapterFor({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` })
    await expect(mail.sendEmail({ to: 'staff@himalayanbeats.example', subject: 'Lost', text: 'Nobody listens.' })).rejects.toThrow()
  })
})

describe('without SMTP_URL', () => {
  it('sends nothing and logs one line a mail: to whom, the subject, and why', async () => {
    const mail = await adapterFor({ MAIL_FROM: 'hello@himalayanbeats.example' })
    await mail.sendEmail({ to: ['a@example.com', { name: 'B', address: 'b@example.com' }], subject: 'Reset\nyour password', text: 'Link' })
    expect(logged.splice(0)).toEqual(['Mail to a@example.com, b@example.com, subject "Reset\\nyour password": not sent: SMTP_URL is not set'])
    expect(received).toEqual([])
  })
})
