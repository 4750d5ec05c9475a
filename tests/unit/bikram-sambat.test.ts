import { describe, expect, it } from 'vitest'

import {
  BS_TABLES_AGREE_THROUGH,
  BS_VERIFIED_THROUGH,
  bikramSambatCalendar,
  bsMonthStarts,
  formatDayNe,
  formatInstantDayNe,
  fromBikramSambat,
  toBikramSambat,
  toNepaliDigits,
} from '@/lib/calendar/bikram-sambat'
import { CONFIRMED_BS_YEARS } from '@/lib/calendar/bs-confirmed-years'

/** Days whose BS date is a matter of record: new years, and days Nepal marks. */
const KNOWN: [bs: [number, number, number], ad: string, what: string][] = [
  [[2007, 11, 7], '1951-02-18', 'Democracy Day: Falgun 7, 2007'],
  [[2063, 1, 11], '2006-04-24', 'Loktantra Day: Baisakh 11, 2063'],
  [[2065, 2, 15], '2008-05-28', 'Republic Day: Jestha 15, 2065'],
  [[2072, 1, 12], '2015-04-25', 'The Gorkha earthquake: Baisakh 12, 2072'],
  [[2072, 6, 3], '2015-09-20', 'Constitution Day: Asoj 3, 2072'],
  [[2080, 1, 1], '2023-04-14', 'New year 2080'],
  [[2081, 1, 1], '2024-04-13', 'New year 2081'],
  [[2082, 1, 1], '2025-04-14', 'New year 2082'],
  [[2083, 1, 1], '2026-04-14', 'New year 2083'],
  [[2083, 1, 15], '2026-04-28', "The issue's example"],
]

/** The days each month of 2083 begins on (वैशाख to चैत), as the government's calendar has them. */
const MONTH_STARTS_2083 = [
  '2026-04-14',
  '2026-05-15',
  '2026-06-15',
  '2026-07-17',
  '2026-08-17',
  '2026-09-17',
  '2026-10-18',
  '2026-11-17',
  '2026-12-16',
  '2027-01-15',
  '2027-02-13',
  '2027-03-15',
]

describe('Bikram Sambat dates', () => {
  it.each(KNOWN)('%s is %s (%s)', ([year, month, day], ad) => {
    expect(toBikramSambat(ad)).toEqual({ year, month, day, verified: true })
    expect(fromBikramSambat({ year, month, day })).toBe(ad)
  })

  it('go to BS and back for every day of the table, one day after another', () => {
    let day = fromBikramSambat({ year: 2000, month: 1, day: 1 })
    let previous = toBikramSambat(day)!
    let count = 0
    // Mistakes are collected, not asserted one by one: 32,000 days of expect() took seconds.
    const wrong: string[] = []
    for (;;) {
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      const bs = toBikramSambat(next)
      if (!bs) break
      // The next BS day: the same month's next day, or the first of the next month.
      const sameMonth = bs.year === previous.year && bs.month === previous.month && bs.day === previous.day + 1
      const nextMonth =
        bs.day === 1 && (bs.month === previous.month + 1 ? bs.year === previous.year : bs.month === 1 && previous.month === 12 && bs.year === previous.year + 1)
      if (!sameMonth && !nextMonth) wrong.push(`${next}: ${JSON.stringify(previous)} then ${JSON.stringify(bs)}`)
      if (fromBikramSambat(bs) !== next) wrong.push(`${next}: back to ${fromBikramSambat(bs)}`)
      ;[day, previous, count] = [next, bs, count + 1]
    }
    expect(wrong).toEqual([])
    expect(previous.year).toBeGreaterThanOrEqual(2090)
    expect(count).toBeGreaterThan(32_000)
  })

  it('are written in Nepali with the Gregorian day beside them; an unverified year shows the Gregorian day alone', () => {
    expect(toNepaliDigits('2083-01-15, 10:30')).toBe('२०८३-०१-१५, १०:३०')
    expect(formatDayNe('2026-04-28')).toBe('२०८३ वैशाख १५ (२८ अप्रिल २०२६)')
    expect(formatDayNe('2015-09-20')).toBe('२०७२ असोज ३ (२० सेप्टेम्बर २०१५)')
    const later = fromBikramSambat({ year: BS_VERIFIED_THROUGH + 1, month: 1, day: 5 })
    expect(toBikramSambat(later)?.verified).toBe(false)
    expect(formatDayNe(later)).toMatch(/^[०-९]+ अप्रिल [०-९]{4}$/)
    // Outside the library's table (which would answer nonsense): the Gregorian day alone.
    expect(toBikramSambat('1900-01-01')).toBeNull()
    expect(formatDayNe('1900-01-01')).toBe('१ जनवरी १९००')
    const first = fromBikramSambat({ year: 2000, month: 1, day: 1 })
    expect(toBikramSambat(first)).toEqual({ year: 2000, month: 1, day: 1, verified: true })
    expect(toBikramSambat(new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10))).toBeNull()
    expect(toBikramSambat('2040-01-01')).toBeNull()
  })

  it("take the day of the venue's wall clock, whatever the server's zone", () => {
    // 20:00 UTC on 13 April 2026 is already 14 April (1 Baisakh 2083) in Kathmandu, still 13 April in Toronto.
    expect(formatInstantDayNe('2026-04-13T20:00:00Z', 'Asia/Kathmandu')).toBe('२०८३ वैशाख १ (१४ अप्रिल २०२६)')
    expect(formatInstantDayNe('2026-04-13T20:00:00Z', 'America/Toronto')).toMatch(/^२०८२ चैत [०-९]+ \(१३ अप्रिल २०२६\)$/)
    expect(() => toBikramSambat('2026-4-13')).toThrow(RangeError)
  })

  it("do not move with the server's own zone", () => {
    const zone = process.env.TZ
    try {
      for (const serverZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'America/St_Johns']) {
        process.env.TZ = serverZone
        expect(toBikramSambat('2026-04-14'), serverZone).toEqual({ year: 2083, month: 1, day: 1, verified: true })
        expect(fromBikramSambat({ year: 2083, month: 1, day: 1 }), serverZone).toBe('2026-04-14')
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('pin the month starts of 2083, the last year the published tables agree on', () => {
    expect(BS_TABLES_AGREE_THROUGH).toBe(2083)
    expect(bsMonthStarts(2083)).toEqual(MONTH_STARTS_2083)
    expect(fromBikramSambat({ year: 2084, month: 1, day: 1 })).toBe('2027-04-14')
    expect(toBikramSambat('2027-04-13')).toEqual({ year: 2083, month: 12, day: 30, verified: true })
  })

  it('take a confirmed year from the data: it changes the conversion, is shown, and the years after follow on from it', () => {
    // A 2084 whose जेठ has 31 days where the library's table has 32 (made up for the test).
    const confirmed = [31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 29, 31]
    const calendar = bikramSambatCalendar({ 2084: confirmed })
    expect(toBikramSambat('2027-06-15')).toEqual({ year: 2084, month: 2, day: 32, verified: false })
    expect(calendar.toBikramSambat('2027-06-15')).toEqual({ year: 2084, month: 3, day: 1, verified: true })
    expect(calendar.verifiedThrough).toBe(2084)
    expect(calendar.monthStarts(2084)).toEqual([
      '2027-04-14',
      '2027-05-15',
      '2027-06-15',
      '2027-07-17',
      '2027-08-17',
      '2027-09-17',
      '2027-10-17',
      '2027-11-16',
      '2027-12-16',
      '2028-01-14',
      '2028-02-13',
      '2028-03-13',
    ])
    // The year before is as it was; the one after starts the day the confirmed year ends, and is not shown yet.
    expect(calendar.monthStarts(2083)).toEqual(MONTH_STARTS_2083)
    expect(calendar.fromBikramSambat({ year: 2085, month: 1, day: 1 })).toBe('2028-04-13')
    expect(calendar.toBikramSambat('2028-04-13')).toEqual({ year: 2085, month: 1, day: 1, verified: false })
    expect(fromBikramSambat({ year: 2085, month: 1, day: 1 })).toBe('2028-04-14')
    // A year confirmed with one missing before it is not shown: every year up to it must be.
    expect(bikramSambatCalendar({ 2085: confirmed }).verifiedThrough).toBe(2083)
  })

  it('keep whole years in the confirmed data, each of them shown', () => {
    for (const [year, months] of Object.entries(CONFIRMED_BS_YEARS)) {
      expect(months, year).toHaveLength(12)
      expect(
        months.every((days) => days >= 29 && days <= 32),
        year,
      ).toBe(true)
      expect([365, 366], year).toContain(months.reduce((sum, days) => sum + days, 0))
      expect(Number(year), year).toBeLessThanOrEqual(BS_VERIFIED_THROUGH)
    }
  })

  it('refuse a BS date that is not in the table', () => {
    expect(() => fromBikramSambat({ year: 2083, month: 13, day: 1 })).toThrow(RangeError)
    expect(() => fromBikramSambat({ year: 2083, month: 2, day: 32 })).toThrow(RangeError)
    expect(() => fromBikramSambat({ year: 1999, month: 1, day: 1 })).toThrow(RangeError)
  })
})
