import { AD_MONTHS_NE, formatDayNe, toNepaliDigits } from '@/lib/calendar/bikram-sambat'
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

export type EventWhen = ReturnType<typeof eventDateParts>

/** An event's date and time as the venue sees them, in a language (src/lib/calendar/dates.ts for English). */
export function eventWhen(event: { date: string; timezone?: string | null }, locale: Locale): EventWhen {
  const english = eventDateParts(event)
  if (locale === 'en') return english
  const zone = event.timezone || DEFAULT_EVENT_TIMEZONE
  const [year, month, day] = english.localDay.split('-').map(Number)
  const hour = Number(formatInZone(event.date, zone, 'H'))
  return {
    date: formatDayNe(english.localDay),
    time: `${dayPeriodNe(hour)} ${toNepaliDigits(formatInZone(event.date, zone, 'h:mm'))} बजे`,
    month: AD_MONTHS_NE[month - 1],
    day: toNepaliDigits(day),
    monthYear: `${AD_MONTHS_NE[month - 1]} ${toNepaliDigits(year)}`,
    localDay: english.localDay,
    zoneName: toNepaliDigits(english.zoneName),
  }
}

/** A month given as yyyy-MM, as a language names it: "December 2026", "डिसेम्बर २०२६". */
export function monthLabel(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number)
  if (locale === 'en') return formatInZone(`${month}-15T12:00:00Z`, 'UTC', 'MMMM yyyy')
  return `${AD_MONTHS_NE[number - 1]} ${toNepaliDigits(year)}`
}

/** A day given as an instant at midnight UTC (a tour stop's date), as a language writes days. */
export function formatUtcDay(iso: string, locale: Locale): string {
  return locale === 'en' ? formatInZone(iso, 'UTC', DATE_DISPLAY) : formatDayNe(formatInZone(iso, 'UTC', 'yyyy-MM-dd'))
}
