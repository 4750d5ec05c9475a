import { describe, expect, it } from 'vitest'

import { deliverOnce, MailInFlight } from '@/features/mail/delivery'

import { localPayload, sql } from '../setup/api'

/** Each mail once per job, however often the job runs (src/features/mail/delivery.ts), on the real table. */
describe('a mail delivery', () => {
  it('is sent once; a second run while the first is sending fails to be tried later, and after it finds it sent', async () => {
    const payload = await localPayload()
    const key = `test:${Date.now()}`
    let sends = 0
    const first = await deliverOnce(payload, key, async () => {
      sends += 1
      await expect(deliverOnce(payload, key, async () => void (sends += 1))).rejects.toBeInstanceOf(MailInFlight)
    })
    expect(first).toBe('sent')
    expect(await deliverOnce(payload, key, async () => void (sends += 1))).toBe('already-sent')
    expect(sends).toBe(1)
  })

  it('gives its claim back when the sending fails, so the next attempt sends', async () => {
    const payload = await localPayload()
    const key = `test:failing:${Date.now()}`
    await expect(deliverOnce(payload, key, async () => Promise.reject(new Error('Connection refused')))).rejects.toThrow('Connection refused')
    expect(await deliverOnce(payload, key, async () => {})).toBe('sent')
  })

  it('takes up the claim of a run that died, once its lease is over', async () => {
    const payload = await localPayload()
    const key = `test:abandoned:${Date.now()}`
    await sql(`INSERT INTO mail_deliveries (key, claimed_at) VALUES ($1, now() - interval '3 minutes')`, [key])
    expect(await deliverOnce(payload, key, async () => {})).toBe('sent')
  })
})
