import { describe, expect, it } from 'vitest'

import { zonedDateTimeToIso } from '@/lib/calendar/dates'
import { currentZoneName, defaultScheduleChoice, inOneHourChoice, inViewerZone, tomorrowNineChoice, zoneCity } from '@/lib/calendar/schedule-times'

// 3:10 PM in Toronto on 28 November 2026 (EST, UTC-5): 1:55 AM on the 29th in Kathmandu (UTC+5:45).
const now = new Date('2026-11-28T20:10:30Z')

describe('the Schedule dialog times', () => {
  it('opens on the first whole hour at least an hour ahead, in the zone given', () => {
    expect(defaultScheduleChoice('America/Toronto', now)).toEqual({ day: '2026-11-28', time: '17:00' })
    expect(defaultScheduleChoice('Asia/Kathmandu', now)).toEqual({ day: '2026-11-29', time: '03:00' })
    expect(defaultScheduleChoice('America/Toronto', new Date('2026-11-29T04:30:00Z'))).toEqual({ day: '2026-11-29', time: '01:00' })
  })

  it('in 1 hour: to the minute, still to come', () => {
    const choice = inOneHourChoice('America/Toronto', now)
    expect(choice).toEqual({ day: '2026-11-28', time: '16:10' })
    expect(Date.parse(zonedDateTimeToIso(choice.day, choice.time, 'America/Toronto'))).toBeGreaterThan(now.getTime())
  })

  it("tomorrow 9:00: tomorrow as the zone's own calendar has it", () => {
    expect(tomorrowNineChoice('America/Toronto', now)).toEqual({ day: '2026-11-29', time: '09:00' })
    expect(tomorrowNineChoice('Asia/Kathmandu', now)).toEqual({ day: '2026-11-30', time: '09:00' })
  })

  it("names the moment in the viewer's zone when it is another", () => {
    const iso = zonedDateTimeToIso('2026-11-30', '09:00', 'Asia/Kathmandu')
    expect(inViewerZone(iso, 'Asia/Kathmandu', 'America/Toronto')).toBe('Nov 29, 2026, 10:15 PM in Toronto (GMT-5)')
    expect(inViewerZone(iso, 'Asia/Kathmandu', 'Asia/Kathmandu')).toBeNull()
    expect(inViewerZone('', 'Asia/Kathmandu', 'UTC')).toBeNull()
    expect(zoneCity('America/St_Johns')).toBe('St Johns')
  })

  it("calls the viewer's zone by the name the pickers offer", () => {
    expect(currentZoneName('Asia/Katmandu')).toBe('Asia/Kathmandu')
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentZoneName('America/Toronto')).toBe('America/Toronto')
  })
})
