import { AD_MONTHS_NE, BS_MONTHS_NE, formatDayNe, toBikramSambat, toNepaliDigits } from '@/lib/calendar/bikram-sambat'
import { DATE_DISPLAY, eventDateParts, formatInZone } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

import type { Locale } from './locales'

/**
 * Numbers, counts and dates as each language writes them (docs/product.md#nepali-site). English
 * keeps the spec's forms ("1,400", "May 3, 2027", "7:30 PM"); Nepali uses Devanagari digits, its
 * month names, and the Bikram Sambat date beside the Gregorian one (src/lib/calendar/bikram-sambat.ts).
 */

const NUMBER_FORMATS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US'),
  // Nepali groups as India does (1,00,000), in Devanagari digits.
  ne: new Intl.NumberFormat('ne-NP', { numberingSystem: 'deva' }),
}

export const formatNumber = (value: number, locale: Locale): string => NUMBER_FORMATS[locale].format(value)

/** A count and its noun: "1 artist", "12 artists", "१२ कलाकार". */
export function counted(count: number, noun: { one: string; other: string }, locale: Locale): string {
  return `${formatNumber(count, locale)} ${count === 1 ? noun.one : noun.other}`
}

/** Nepali's words for the part of the day a clock time falls in ("बेलुका ७:३० बजे", "दिउँसो ४ बजे"). */
function dayPeriodNe(hour: number): string {
  if (hour >= 4 && hour < 12) return 'बिहान'
  if (hour >= 12 && hour < 17) return 'दिउँसो'
  if (hour >= 17 && hour < 20) return 'बेलुका'
  return 'राति'
}

/**
 * What the Nepali pages call a venue's time zone: the country's time for Nepal, a city's time for
 * the others (the zones the venue picker offers first, src/admin-screens/ui/time-zones.ts, and where
 * Nepali audiences gather), by the zone's IANA name. Any other zone is the venue's local time with
 * its offset, in Devanagari ("स्थानीय समय, जीएमटी-३").
 */
const ZONE_NAMES_NE: Record<string, string> = {
  'Asia/Kathmandu': 'नेपाल समय',
  'America/Toronto': 'टोरन्टो समय',
  'America/Vancouver': 'भ्यानकुभर समय',
  'America/Edmonton': 'क्यालगरी समय',
  'America/Regina': 'रेजाइना समय',
  'America/Winnipeg': 'विनिपेग समय',
  'America/Halifax': 'ह्यालिफ्याक्स समय',
  'America/St_Johns': 'सेन्ट जोन्स समय',
  'America/New_York': 'न्युयोर्क समय',
  'Asia/Kolkata': 'भारतीय समय',
  'Asia/Dubai': 'दुबई समय',
  'Asia/Qatar': 'कतार समय',
  'Asia/Riyadh': 'साउदी समय',
  'Asia/Kuwait': 'कुवेत समय',
  'Asia/Kuala_Lumpur': 'मलेसिया समय',
  'Asia/Seoul': 'कोरिया समय',
  'Asia/Tokyo': 'जापान समय',
  'Asia/Hong_Kong': 'हङकङ समय',
  'Europe/London': 'बेलायत समय',
  'Australia/Sydney': 'सिड्नी समय',
  'Australia/Melbourne': 'मेलबर्न समय',
}

/** A zone's name on the Nepali pages ("नेपाल समय"); `offset` is the zone's GMT offset then ("GMT-3"). */
export function zoneNameNe(timeZone: string, offset: string): string {
  return ZONE_NAMES_NE[timeZone] ?? `स्थानीय समय, ${toNepaliDigits(offset.replace('GMT', 'जीएमटी'))}`
}

/** An event's date and time as the venue sees them; `timeWithZone` is the time with its zone in brackets, as every page and mail writes it. */
export type EventWhen = ReturnType<typeof eventDateParts> & { timeWithZone: string }

/**
 * An event's date and time as the venue sees them, in a language (src/lib/calendar/dates.ts for
 * English). In Nepali the date badge and the month (the events page's headings) are the Bikram
 * Sambat ones the date leads with ("पुस", "५", "पुस २०८३"), the Gregorian ones where the BS date is
 * not shown; a whole hour has no minutes ("बेलुका ७ बजे"), and the zone is named in words.
 */
export function eventWhen(event: { date: string; timezone?: string | null }, locale: Locale): EventWhen {
  const english = eventDateParts(event)
  if (locale === 'en') return { ...english, timeWithZone: `${english.time} (${english.zoneName})` }
  const zone = event.timezone || DEFAULT_EVENT_TIMEZONE
  const [year, month, day] = english.localDay.split('-').map(Number)
  const [hour, minutes] = formatInZone(event.date, zone, 'H:mm').split(':').map(Number)
  const bs = toBikramSambat(english.localDay)
  const [badgeMonth, badgeDay, badgeYear] = bs?.verified ? [BS_MONTHS_NE[bs.month - 1], bs.day, bs.year] : [AD_MONTHS_NE[month - 1], day, year]
  const time = `${dayPeriodNe(hour)} ${toNepaliDigits(formatInZone(event.date, zone, minutes === 0 ? 'h' : 'h:mm'))} बजे`
  const zoneName = zoneNameNe(zone, english.zoneName)
  return {
    date: formatDayNe(english.localDay),
    time,
    month: badgeMonth,
    day: toNepaliDigits(badgeDay),
    monthYear: `${badgeMonth} ${toNepaliDigits(badgeYear)}`,
    localDay: english.localDay,
    zoneName,
    timeWithZone: `${time} (${zoneName})`,
  }
}

/** The BS months a Gregorian month (yyyy-MM) spans: "मंसिर–पुस २०८३", "चैत २०८३–वैशाख २०८४"; null where they are not shown. */
function bsMonthsOf(month: string): string | null {
  const [year, number] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10)
  const [from, to] = [toBikramSambat(`${month}-01`), toBikramSambat(last)]
  if (!from?.verified || !to?.verified) return null
  const name = (bs: { month: number }) => BS_MONTHS_NE[bs.month - 1]
  if (from.year !== to.year) return `${name(from)} ${toNepaliDigits(from.year)}–${name(to)} ${toNepaliDigits(to.year)}`
  return `${from.month === to.month ? name(from) : `${name(from)}–${name(to)}`} ${toNepaliDigits(from.year)}`
}

/** A month given as yyyy-MM, as a language names it: "December 2026", "डिसेम्बर २०२६ (मंसिर–पुस २०८३)". */
export function monthLabel(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number)
  if (locale === 'en') return formatInZone(`${month}-15T12:00:00Z`, 'UTC', 'MMMM yyyy')
  const gregorian = `${AD_MONTHS_NE[number - 1]} ${toNepaliDigits(year)}`
  const bs = bsMonthsOf(month)
  return bs ? `${gregorian} (${bs})` : gregorian
}

/** A day given as an instant at midnight UTC (a tour stop's date), as a language writes days. */
export function formatUtcDay(iso: string, locale: Locale): string {
  return locale === 'en' ? formatInZone(iso, 'UTC', DATE_DISPLAY) : formatDayNe(formatInZone(iso, 'UTC', 'yyyy-MM-dd'))
}
