import { describe, expect, it } from 'vitest'

import { contactAcknowledgement } from '@/features/contact/acknowledgement-mail'

/** The sender's acknowledgement of a contact message (docs/product.md#visitor-acknowledgement). */
describe("the sender's acknowledgement", () => {
  it('is in the language the form was sent in, English when unknown', () => {
    const ne = contactAcknowledgement({ email: 'ann@example.com', subject: 'कलाकार बुकिङ', locale: 'ne' })
    expect(ne.to).toBe('ann@example.com')
    expect(ne.subject).toBe('तपाईंको सन्देश हामीलाई प्राप्त भयो: कलाकार बुकिङ')
    expect(ne.html).toContain('<html lang="ne">')
    const en = contactAcknowledgement({ email: 'ann@example.com', subject: 'Booking', locale: null })
    expect(en.subject).toBe('We received your message: Booking')
    expect(String(en.text)).toContain('Subject: Booking')
  })

  it('holds no link, not even one typed in the subject, and keeps the subject on one line, short, and as text', () => {
    const mail = contactAcknowledgement({
      email: 'ann@example.com',
      subject: `Visit <a href="https://evil.example">us</a>\nBcc: x@example.com ${'x'.repeat(200)}`,
      locale: 'en',
    })
    expect(mail.subject).not.toContain('\n')
    expect(mail.subject.length).toBeLessThan(160)
    expect(mail.html).not.toMatch(/<a |href=|evil\.example|x@example\.com/)
    expect(String(mail.text)).not.toMatch(/evil\.example|x@example\.com/)
    expect(mail.subject.startsWith('We received your message: Visit <a … Bcc: … xxx')).toBe(true)
    expect(
      String(mail.text)
        .split('\n')
        .filter((line) => line.startsWith('Subject:')),
    ).toHaveLength(1)
  })
})
