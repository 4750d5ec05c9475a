import { describe, expect, it } from 'vitest'

import { BS_VERIFIED_THROUGH, formatDayNe, formatInstantDayNe, fromBikramSambat, toBikramSambat, toNepaliDigits } from '@/lib/calendar/bikram-sambat'

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
})
