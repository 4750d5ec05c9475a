import { describe, expect, it } from 'vitest'

import { timeZoneChoices } from '@/admin-screens/ui/time-zones'

describe('the venue time zone picker', () => {
  const engine = ['Africa/Abidjan', 'America/Toronto', 'Asia/Katmandu', 'Asia/Kathmandu', 'Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'Europe/Kyiv', 'UTC']

  it("offers Nepal's zone first, then Canada's, each by name", () => {
    const { home } = timeZoneChoices(engine)
    expect(home[0]).toEqual({ zone: 'Asia/Kathmandu', label: 'Nepal (Kathmandu, Pokhara)' })
    expect(home.slice(1).every(({ zone, label }) => zone.startsWith('America/') && label.startsWith('Canada'))).toBe(true)
  })

  it('lists every other current zone once, and no deprecated alias', () => {
    const { others } = timeZoneChoices(engine)
    expect(others).toEqual(['Africa/Abidjan', 'Asia/Kolkata', 'Europe/Kyiv'])
  })

  it('keeps a stored zone the list lacks, so saving never changes it', () => {
    expect(timeZoneChoices(engine, 'Asia/Katmandu').others[0]).toBe('Asia/Katmandu')
    expect(timeZoneChoices(engine, 'America/Toronto').others).not.toContain('America/Toronto')
  })
})
