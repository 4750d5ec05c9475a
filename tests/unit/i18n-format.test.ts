import { describe, expect, it } from 'vitest'

import { counted, eventWhen, formatNumber, formatUtcDay } from '@/lib/i18n/format'

describe('numbers, counts and dates in each language', () => {
  it('writes numbers with Devanagari digits and Nepali grouping in Nepali, as the spec does in English', () => {
    expect(formatNumber(1400, 'en')).toBe('1,400')
    expect(formatNumber(1400, 'ne')).toBe('१,४००')
    expect(formatNumber(150000, 'ne')).toBe('१,५०,०००')
    expect(counted(1, { one: 'artist', other: 'artists' }, 'en')).toBe('1 artist')
    expect(counted(12, { one: 'कलाकार', other: 'कलाकार' }, 'ne')).toBe('१२ कलाकार')
  })

  it("writes an event's day and time at its venue: the BS date beside the Gregorian one, and the part of the day", () => {
    // 19:00 in Kathmandu on 28 April 2026 = 2083 Baisakh 15.
    const kathmandu = { date: '2026-04-28T13:15:00.000Z', timezone: 'Asia/Kathmandu' }
    expect(eventWhen(kathmandu, 'en')).toMatchObject({ date: 'April 28, 2026', time: '7:00 PM' })
    expect(eventWhen(kathmandu, 'ne')).toMatchObject({
      date: '२०८३ वैशाख १५ (२८ अप्रिल २०२६)',
      time: 'बेलुका ७:०० बजे',
      day: '२८',
      month: 'अप्रिल',
      monthYear: 'अप्रिल २०२६',
      zoneName: 'GMT+५:४५',
    })
    // The same instant is still the 28th in Toronto, at 9:15 in the morning.
    expect(eventWhen({ ...kathmandu, timezone: 'America/Toronto' }, 'ne')).toMatchObject({ date: '२०८३ वैशाख १५ (२८ अप्रिल २०२६)', time: 'बिहान ९:१५ बजे' })
  })

  it('names the part of the day as Nepali readers do', () => {
    const at = (time: string) => eventWhen({ date: `2026-05-01T${time}:00.000Z`, timezone: 'UTC' }, 'ne').time
    expect(at('04:00')).toBe('बिहान ४:०० बजे')
    expect(at('12:30')).toBe('दिउँसो १२:३० बजे')
    expect(at('16:00')).toBe('दिउँसो ४:०० बजे')
    expect(at('17:00')).toBe('बेलुका ५:०० बजे')
    expect(at('20:00')).toBe('राति ८:०० बजे')
    expect(at('02:00')).toBe('राति २:०० बजे')
  })

  it("writes a tour stop's day (stored at midnight UTC) as the day itself", () => {
    expect(formatUtcDay('2026-12-16T00:00:00.000Z', 'en')).toBe('December 16, 2026')
    expect(formatUtcDay('2026-12-16T00:00:00.000Z', 'ne')).toBe('२०८३ पुस १ (१६ डिसेम्बर २०२६)')
  })
})
