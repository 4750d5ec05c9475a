import { describe, expect, it } from 'vitest'

import {
  atVenue,
  eventClock,
  eventDay,
  eventMoment,
  fromBrowserClock,
  onBrowserClock,
  summaryInZone,
  viewerDay,
  viewerMoment,
} from '@/lib/calendar/staff-times'

// 7:30 PM on 15 January 2027 in Toronto (EST, UTC-5), and in Kathmandu (UTC+5:45).
const toronto = { date: '2027-01-16T00:30:00.000Z', timezone: 'America/Toronto' }
const kathmandu = { date: '2027-01-15T13:45:00.000Z', timezone: 'Asia/Kathmandu' }

describe('times in the back office', () => {
  it("reads an event's times at its venue, naming the venue's zone, whoever looks", () => {
    expect(eventMoment(toronto)).toBe('Jan 15, 2027, 7:30 PM GMT-5')
    expect(eventMoment(kathmandu)).toBe('Jan 15, 2027, 7:30 PM GMT+5:45')
    expect(eventDay(toronto)).toBe('January 15, 2027')
    expect(eventClock(toronto)).toBe('7:30 PM GMT-5')
    // Summer time at the venue: EDT.
    expect(eventMoment({ date: '2027-07-15T23:30:00.000Z', timezone: 'America/Toronto' })).toBe('Jul 15, 2027, 7:30 PM GMT-4')
    // An event with no zone stored is at the default venue zone, Nepal's.
    expect(eventMoment({ date: kathmandu.date, timezone: null })).toBe('Jan 15, 2027, 7:30 PM GMT+5:45')
    // Its tickets' on-sale time too.
    expect(atVenue('2026-12-01T15:00:00.000Z', toronto)).toBe('Dec 1, 2026, 10:00 AM GMT-5')
  })

  it("reads every other time in the viewer's zone, naming it", () => {
    const received = '2026-11-24T18:47:00.000Z'
    expect(viewerMoment(received, 'America/Toronto')).toBe('Nov 24, 2026, 1:47 PM GMT-5')
    expect(viewerMoment(received, 'Asia/Kathmandu')).toBe('Nov 25, 2026, 12:32 AM GMT+5:45')
    expect(viewerDay(received, 'America/Toronto')).toBe('Nov 24, 2026')
    expect(viewerDay(received, 'Asia/Kathmandu')).toBe('Nov 25, 2026')
  })

  it("turns the UTC time of a scheduled change's summary into the viewer's, and leaves other summaries alone", () => {
    const scheduled = 'Scheduled artist "Logged Singer" to be published at 2031-03-01 18:15 UTC'
    expect(summaryInZone(scheduled, 'America/Toronto')).toBe('Scheduled artist "Logged Singer" to be published at Mar 1, 2031, 1:15 PM GMT-5')
    expect(summaryInZone(scheduled, 'Asia/Kathmandu')).toBe('Scheduled artist "Logged Singer" to be published at Mar 2, 2031, 12:00 AM GMT+5:45')
    const cancelled = 'Cancelled the scheduled publish of artist "Logged Singer" at 2031-03-01 18:15 UTC'
    expect(summaryInZone(cancelled, 'America/Toronto')).toBe('Cancelled the scheduled publish of artist "Logged Singer" at Mar 1, 2031, 1:15 PM GMT-5')
    for (const other of ['Updated artist "At 2031-03-01 18:15 UTC"', 'Created event "Dashain Night"'])
      expect(summaryInZone(other, 'America/Toronto')).toBe(other)
  })

  it("hands a picker that knows only the browser's clock the venue's wall clock, and takes back the venue's instant", () => {
    const shown = onBrowserClock(toronto.date, 'America/Toronto')
    expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2027, 1, 15, 19, 30])
    expect(fromBrowserClock(shown, 'America/Toronto')).toBe(toronto.date)
    // 7:30 PM picked for a Kathmandu show is 7:30 PM there, whatever the browser's own zone.
    expect(fromBrowserClock(new Date(2027, 0, 15, 19, 30), 'Asia/Kathmandu')).toBe(kathmandu.date)
  })
})
