import { addDays, format, parseISO } from 'date-fns'

/**
 * Calendar rules for the demo content (docs/product.md#demo-content): dates are counted from the
 * day the seed runs, a tour named for a season falls in that season, and a festival falls in its
 * real season. Days are yyyy-MM-dd at the venue.
 */

export type Season = 'Spring' | 'Summer' | 'Autumn' | 'Winter'

const DAY = 'yyyy-MM-dd'

export const shiftDay = (day: string, days: number): string => format(addDays(parseISO(day), days), DAY)

/** Meteorological seasons, as they are in Nepal and Canada (both north of the equator). */
export function seasonOf(day: string): Season {
  const month = parseISO(day).getMonth() + 1
  if (month >= 3 && month <= 5) return 'Spring'
  if (month >= 6 && month <= 8) return 'Summer'
  if (month >= 9 && month <= 11) return 'Autumn'
  return 'Winter'
}

/** The first day of the season after the one `day` is in (1 March, 1 June, 1 September, 1 December). */
function nextSeasonStart(day: string): string {
  const date = parseISO(day)
  const month = date.getMonth() // 0-based
  const startMonth = [2, 5, 8, 11].find((m) => m > month)
  return startMonth === undefined ? format(new Date(date.getFullYear() + 1, 2, 1), DAY) : format(new Date(date.getFullYear(), startMonth, 1), DAY)
}

/**
 * The first day of a run of dates (a tour) that should start on `day` and last `spanDays` more:
 * `day` itself when the whole run is in one season, else the first day of the next season, so
 * the season in the tour's name holds for every stop.
 */
export function startWithinOneSeason(day: string, spanDays: number): string {
  return seasonOf(day) === seasonOf(shiftDay(day, spanDays)) ? day : nextSeasonStart(day)
}

function nthSaturday(year: number, month: number, n: number): Date {
  const first = new Date(year, month - 1, 1)
  return new Date(year, month - 1, 1 + ((6 - first.getDay() + 7) % 7) + 7 * (n - 1))
}

function lastSaturday(year: number, month: number): Date {
  const last = new Date(year, month, 0)
  return new Date(year, month - 1, last.getDate() - ((last.getDay() + 1) % 7))
}

/**
 * The festivals follow the lunar calendar; the demo celebrates each on a weekend close to where it
 * usually falls: Holi in March, Nepali New Year on 1 Baisakh (14 April), Dashain's tenth day in
 * early or mid October (late September to late October), Tihar at the end of October (late
 * October to mid November).
 */
const FESTIVAL_DATES = {
  holi: (year: number) => nthSaturday(year, 3, 2),
  nepaliNewYear: (year: number) => new Date(year, 3, 14),
  dashain: (year: number) => nthSaturday(year, 10, 2),
  tihar: (year: number) => lastSaturday(year, 10),
} satisfies Record<string, (year: number) => Date>

export type Festival = keyof typeof FESTIVAL_DATES

/** The festival's next date after `today` (a festival on the seed day itself is a year away). */
export function nextFestivalDay(festival: Festival, today: string): string {
  const year = parseISO(today).getFullYear()
  const thisYear = format(FESTIVAL_DATES[festival](year), DAY)
  return thisYear > today ? thisYear : format(FESTIVAL_DATES[festival](year + 1), DAY)
}

/** Bikram Sambat year that begins on the Nepali New Year of a Gregorian year (2027 → 2084). */
export const bikramSambatYearStarting = (day: string): number => parseISO(day).getFullYear() + 57
