import { describe, expect, it } from 'vitest'

import { DEFAULT_FRESH_WAIT_MS, freshWaitMs, STALE_FOR_MS } from '@/server/freshness/stale-copies'

describe('FRESH_WAIT_MS', () => {
  it('defaults when unset or empty, takes a whole number of milliseconds, and refuses anything else', () => {
    expect(freshWaitMs({})).toBe(DEFAULT_FRESH_WAIT_MS)
    expect(freshWaitMs({ FRESH_WAIT_MS: ' ' })).toBe(DEFAULT_FRESH_WAIT_MS)
    expect(freshWaitMs({ FRESH_WAIT_MS: '0' })).toBe(0)
    expect(freshWaitMs({ FRESH_WAIT_MS: '600000' })).toBe(600_000)
    for (const bad of ['-1', '1.5', 'soon']) expect(() => freshWaitMs({ FRESH_WAIT_MS: bad })).toThrow(/FRESH_WAIT_MS must be a whole number/)
  })
})

describe('an outdated copy', () => {
  it('is answered while a render slower than the wait runs, for at most STALE_FOR_MS after the change', async () => {
    const { answerStaleCopy } = await import('@/server/freshness/stale-copies')
    const now = 1_000_000
    const wait = DEFAULT_FRESH_WAIT_MS
    expect(answerStaleCopy(now - 10, wait * 3, now)).toBe(true)
    expect(answerStaleCopy(now - 10, wait, now)).toBe(true)
    // A quick render is waited for; so is one whose time is not known yet.
    expect(answerStaleCopy(now - 10, wait - 1, now)).toBe(false)
    expect(answerStaleCopy(now - 10, undefined, now)).toBe(false)
    // Never long after the change.
    expect(answerStaleCopy(now - STALE_FOR_MS, wait * 3, now)).toBe(true)
    expect(answerStaleCopy(now - STALE_FOR_MS - 1, wait * 3, now)).toBe(false)
  })
})
