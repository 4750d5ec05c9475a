import { describe, expect, it } from 'vitest'

import { passwordNamesItsAccount } from '@/features/accounts/schema'

const account = { username: 'bossman', email: 'ceo@example.com' }
const site = 'Himalayan Beats'

describe('a password that names its account or the site', () => {
  it('is recognised whatever the case, spaces and punctuation', () => {
    for (const password of ['himalayanbeats', 'HIMALAYAN-beats-2026', 'ceo@example.com1', 'bossmanbossman', 'I am BossMan!!']) {
      expect(passwordNamesItsAccount(password, account, site), password).toBe(true)
    }
  })

  it('is not confused with a password that merely shares a letter or two', () => {
    expect(passwordNamesItsAccount('plum-kettle-orbit-7', account, site)).toBe(false)
    // Parts shorter than three characters are not held against a password.
    expect(passwordNamesItsAccount('exactly-long-enough', { username: 'x', email: 'ab@example.com' }, site)).toBe(false)
  })
})
