import { describe, expect, it } from 'vitest'

import { formToken, isSpam, MIN_FILL_MS } from '@/features/contact/spam'

/** The contact form's spam rule (src/features/contact/spam.ts), without a server. */
describe('a contact form submission', () => {
  const opened = Date.parse('2026-11-25T10:00:00Z')

  it('is spam with the hidden field filled, whatever else', () => {
    expect(isSpam({ website: 'https://spam.example', formToken: formToken(opened) }, opened + 60_000)).toBe(true)
    expect(isSpam({ website: '   ' }, opened)).toBe(false)
  })

  it('is spam sent under three seconds after the form opened, not after', () => {
    const token = formToken(opened)
    expect(isSpam({ formToken: token }, opened + MIN_FILL_MS - 1)).toBe(true)
    expect(isSpam({ formToken: token }, opened + MIN_FILL_MS)).toBe(false)
  })

  it('is spam with a stamp the server did not sign', () => {
    const [time, signature] = formToken(opened).split('.')
    expect(isSpam({ formToken: `${Number(time) - 60_000}.${signature}` }, opened + 60_000)).toBe(true)
    expect(isSpam({ formToken: 'not-a-stamp' }, opened)).toBe(true)
    expect(isSpam({ formToken: `${time}.` }, opened + 60_000)).toBe(true)
  })

  it('is never judged by fields it does not carry (the API as documented)', () => {
    expect(isSpam({}, opened)).toBe(false)
  })
})
