import { describe, expect, it } from 'vitest'

import { alertsDelaySeconds } from '@/features/alerts/job'
import { jobsPollMs } from '@/server/jobs/runner'
import { StartupError } from '@/server/runtime/startup-error'

describe('JOBS_POLL_MS', () => {
  it('is 2 s unless set, and a whole number of milliseconds from 100 to 60000 when set', () => {
    expect(jobsPollMs(undefined)).toBe(2_000)
    expect(jobsPollMs('')).toBe(2_000)
    expect(jobsPollMs('250')).toBe(250)
    expect(jobsPollMs(' 60000 ')).toBe(60_000)
    for (const wrong of ['99', '60001', '1.5', '-5', '2s', 'soon']) {
      expect(() => jobsPollMs(wrong), wrong).toThrow(StartupError)
      expect(() => jobsPollMs(wrong), wrong).toThrow(/JOBS_POLL_MS must be a whole number of milliseconds from 100 to 60000/)
    }
  })
})

describe('ALERTS_DELAY_SECONDS', () => {
  it('is 60 s unless set, and a whole number of seconds from 0 to 3600 when set', () => {
    expect(alertsDelaySeconds(undefined)).toBe(60)
    expect(alertsDelaySeconds('0')).toBe(0)
    expect(alertsDelaySeconds('3600')).toBe(3600)
    for (const wrong of ['3601', '-1', '0.5', '1m']) {
      expect(() => alertsDelaySeconds(wrong), wrong).toThrow(/ALERTS_DELAY_SECONDS must be a whole number of seconds from 0 to 3600/)
    }
  })
})
