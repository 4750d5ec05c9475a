import { describe, expect, it } from 'vitest'

import { HOME_TIME_ZONES } from '@/admin-screens/ui/time-zones'
import { fromBikramSambat } from '@/lib/calendar/bikram-sambat'
import { fill, withPostposition } from '@/lib/i18n/fill'
import { counted, eventWhen, formatNumber, formatUtcDay, monthLabel, zoneNameNe } from '@/lib/i18n/format'

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
    expect(eventWhen(kathmandu, 'en')).toEqual({
      date: 'April 28, 2026',
      time: '7:00 PM',
      month: 'APR',
      day: '28',
      monthYear: 'April 2026',
      localDay: '2026-04-28',
      zoneName: 'GMT+5:45',
      timeWithZone: '7:00 PM (GMT+5:45)',
    })
    // The date badge and the month leads with the BS date, as the date does; a whole hour has no minutes.
    expect(eventWhen(kathmandu, 'ne')).toMatchObject({
      date: '२०८३ वैशाख १५ (२८ अप्रिल २०२६)',
      time: 'बेलुका ७ बजे',
      day: '१५',
      month: 'वैशाख',
      monthYear: 'वैशाख २०८३',
      zoneName: 'नेपाल समय',
      timeWithZone: 'बेलुका ७ बजे (नेपाल समय)',
    })
    // The same instant is still the 28th in Toronto, at 9:15 in the morning, Toronto's time.
    expect(eventWhen({ ...kathmandu, timezone: 'America/Toronto' }, 'ne')).toMatchObject({
      date: '२०८३ वैशाख १५ (२८ अप्रिल २०२६)',
      time: 'बिहान ९:१५ बजे',
      timeWithZone: 'बिहान ९:१५ बजे (टोरन्टो समय)',
    })
    expect(eventWhen({ ...kathmandu, timezone: 'America/Toronto' }, 'en').timeWithZone).toBe('9:15 AM (GMT-4)')
  })

  it('names the part of the day as Nepali readers do', () => {
    const at = (time: string) => eventWhen({ date: `2026-05-01T${time}:00.000Z`, timezone: 'UTC' }, 'ne').time
    expect(at('04:00')).toBe('बिहान ४ बजे')
    expect(at('12:30')).toBe('दिउँसो १२:३० बजे')
    expect(at('16:00')).toBe('दिउँसो ४ बजे')
    expect(at('17:00')).toBe('बेलुका ५ बजे')
    expect(at('19:30')).toBe('बेलुका ७:३० बजे')
    expect(at('20:00')).toBe('राति ८ बजे')
    expect(at('02:05')).toBe('राति २:०५ बजे')
  })

  it("writes a tour stop's day (stored at midnight UTC) as the day itself", () => {
    expect(formatUtcDay('2026-12-16T00:00:00.000Z', 'en')).toBe('December 16, 2026')
    expect(formatUtcDay('2026-12-16T00:00:00.000Z', 'ne')).toBe('२०८३ पुस १ (१६ डिसेम्बर २०२६)')
  })

  it('names every zone the venue picker offers first in Nepali words, and any other by its offset in Devanagari', () => {
    const evening = (timezone: string) => eventWhen({ date: '2026-12-05T13:45:00.000Z', timezone }, 'ne').zoneName
    expect(evening('Asia/Kathmandu')).toBe('नेपाल समय')
    expect(evening('America/Toronto')).toBe('टोरन्टो समय')
    expect(evening('America/Vancouver')).toBe('भ्यानकुभर समय')
    expect(evening('America/Edmonton')).toBe('क्यालगरी समय')
    for (const { zone } of HOME_TIME_ZONES) expect(evening(zone), zone).not.toMatch(/[A-Za-z0-9]/)
    expect(evening('America/Sao_Paulo')).toBe('स्थानीय समय, जीएमटी-३')
    expect(zoneNameNe('Asia/Kolkata', 'GMT+5:30')).toBe('भारतीय समय')
    expect(zoneNameNe('Asia/Colombo', 'GMT+5:30')).toBe('स्थानीय समय, जीएमटी+५:३०')
    expect(zoneNameNe('UTC', 'GMT')).toBe('स्थानीय समय, जीएमटी')
    // English keeps the offset.
    expect(eventWhen({ date: '2026-12-05T13:45:00.000Z', timezone: 'Asia/Kathmandu' }, 'en').zoneName).toBe('GMT+5:45')
  })

  it('heads a month of events with the BS month its cards lead with, the Gregorian one past the verified years', () => {
    // 5 December 2026, 19:30 in Kathmandu, is 2083 मंसिर 19; 20 December is पुस 5.
    expect(eventWhen({ date: '2026-12-05T13:45:00.000Z', timezone: 'Asia/Kathmandu' }, 'ne')).toMatchObject({
      month: 'मंसिर',
      day: '१९',
      monthYear: 'मंसिर २०८३',
    })
    expect(eventWhen({ date: '2026-12-20T13:45:00.000Z', timezone: 'Asia/Kathmandu' }, 'ne')).toMatchObject({ month: 'पुस', day: '५', monthYear: 'पुस २०८३' })
    expect(eventWhen({ date: '2026-12-20T13:45:00.000Z', timezone: 'Asia/Kathmandu' }, 'en').monthYear).toBe('December 2026')
    const unverified = `${fromBikramSambat({ year: 2084, month: 3, day: 5 })}T12:00:00.000Z`
    expect(eventWhen({ date: unverified, timezone: 'UTC' }, 'ne')).toMatchObject({ month: 'जुन', monthYear: 'जुन २०२७' })
  })

  it("labels the Month filter's Gregorian months with the BS months they span in Nepali", () => {
    expect(monthLabel('2026-12', 'en')).toBe('December 2026')
    expect(monthLabel('2026-12', 'ne')).toBe('डिसेम्बर २०२६ (मंसिर–पुस २०८३)')
    // April 2027 runs into 2084, not shown yet: the Gregorian month alone.
    expect(monthLabel('2027-04', 'ne')).toBe('अप्रिल २०२७')
    expect(monthLabel('2026-04', 'ne')).toBe('अप्रिल २०२६ (चैत २०८२–वैशाख २०८३)')
    expect(monthLabel('2027-06', 'ne')).toBe('जुन २०२७')
  })

  it('joins a Nepali postposition to a Devanagari value and spaces it after a Latin one', () => {
    expect(withPostposition('पोखरा', 'का')).toBe('पोखराका')
    expect(withPostposition('Pokhara', 'का')).toBe('Pokhara का')
    expect(fill('{city}का टिकट', { city: 'पोखरा' })).toBe('पोखराका टिकट')
    expect(fill('{city}का टिकट', { city: 'Pokhara' })).toBe('Pokhara का टिकट')
    expect(fill('{total}मध्ये {number}', { total: '१२', number: '३' })).toBe('१२मध्ये ३')
    expect(fill('{brand}, {address}बाट पठाइएको', { brand: 'Himalayan Beats', address: 'दरबारमार्ग, काठमाडौँ' })).toBe(
      'Himalayan Beats, दरबारमार्ग, काठमाडौँबाट पठाइएको',
    )
    // English, and a placeholder left unfilled, as they were.
    expect(fill('Tickets for {city}', { city: 'Pokhara' })).toBe('Tickets for Pokhara')
    expect(fill('{city}का टिकट', {})).toBe('{city}का टिकट')
  })
})
