import { describe, expect, it } from 'vitest'

import { emailOn, mailSettings } from '@/features/mail/transport'

describe('SMTP_URL and MAIL_FROM', () => {
  it('read the server, its port (587, or 465 for smtps), TLS and the account, decoded', () => {
    expect(mailSettings({ SMTP_URL: 'smtp://user%40agency:p%40ss%2Fword@mail.example.com' }).smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      user: 'user@agency',
      password: 'p@ss/word',
    })
    expect(mailSettings({ SMTP_URL: 'smtps://mail.example.com' }).smtp).toMatchObject({ port: 465, secure: true, user: '' })
    expect(mailSettings({ SMTP_URL: 'smtp://mail.example.com:2525' }).smtp).toMatchObject({ port: 2525, secure: false })
    expect(mailSettings({}).smtp).toBeNull()
  })

  it('read the sender, named or bare; the site is the sender without MAIL_FROM', () => {
    expect(mailSettings({ MAIL_FROM: '"Himalayan Beats" <hello@example.com>' })).toMatchObject({
      fromName: 'Himalayan Beats',
      fromAddress: 'hello@example.com',
    })
    expect(mailSettings({ MAIL_FROM: 'Bookings Desk <bookings@example.com>' })).toMatchObject({
      fromName: 'Bookings Desk',
      fromAddress: 'bookings@example.com',
    })
    expect(mailSettings({ MAIL_FROM: 'hello@example.com' })).toMatchObject({ fromName: 'Himalayan Beats', fromAddress: 'hello@example.com' })
    expect(mailSettings({}).fromAddress).toMatch(/^noreply@/)
  })

  it('are refused with a message naming the setting when they cannot be read', () => {
    for (const SMTP_URL of ['https://mail.example.com', 'mail.example.com:587', 'smtp://']) expect(() => mailSettings({ SMTP_URL })).toThrow(/SMTP_URL/)
    for (const MAIL_FROM of ['Himalayan Beats', 'Bookings <not-an-address>', 'a@b@c']) expect(() => mailSettings({ MAIL_FROM })).toThrow(/MAIL_FROM/)
  })

  it('say whether the site sends mail at all: only with a readable SMTP_URL', () => {
    expect(emailOn({})).toBe(false)
    expect(emailOn({ SMTP_URL: 'smtp://mail.example.com' })).toBe(true)
    expect(emailOn({ SMTP_URL: 'ftp://mail.example.com' })).toBe(false)
  })
})
