import { dateConfigMap } from 'nepali-date-converter'

import { CONFIRMED_BS_YEARS } from './bs-confirmed-years'
import { formatInZone } from './dates'

/**
 * Bikram Sambat (docs/product.md#nepali-site): the Nepali calendar, which `Intl` does not know (ICU
 * has no table of it). Its months have no rule: each year's lengths are a table. Ours is
 * `nepali-date-converter`'s (MIT; 2000 to 2090 BS), with the years confirmed since
 * (./bs-confirmed-years.ts) in place of its own; days are counted here, in UTC, from the table.
 * Days are converted as a wall clock shows them (`yyyy-MM-dd`, the venue's day:
 * src/lib/calendar/dates.ts), never through the server's zone.
 *
 * The published tables of the libraries agree only through `BS_TABLES_AGREE_THROUGH` (they part
 * from 2084 जेठ): a later BS date may be a day off, so it is not shown (the Gregorian date alone
 * is) until its year, and every year between, is confirmed.
 */
export const BS_TABLES_AGREE_THROUGH = 2083

export type BsDate = { year: number; month: number; day: number }
/** Month lengths per BS year, वैशाख to चैत. */
export type BsYearTable = Readonly<Record<number, readonly number[]>>

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९']

export const BS_MONTHS_NE = ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const
export const AD_MONTHS_NE = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'] as const

/** Western digits written in Devanagari ("2083" -> "२०८३"); anything else is kept. */
export function toNepaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)])
}

const DAY_MS = 86_400_000

function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`Not a day (yyyy-MM-dd): ${day}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS
}

const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10)

/** The library's month lengths of a year, or undefined outside its table. */
function libraryYear(year: number): readonly number[] | undefined {
  const months = dateConfigMap[String(year)]
  return months && Object.values(months)
}

/** 1 वैशाख 2000 BS, where the library's table starts. */
const FIRST_YEAR = 2000
const FIRST_DAY = dayNumber('1943-04-14')

/** A calendar: the library's table with `confirmed` years in place of its own. */
export function bikramSambatCalendar(confirmed: BsYearTable) {
  const years: { year: number; start: number; months: readonly number[] }[] = []
  for (let year = FIRST_YEAR, start = FIRST_DAY; ; year++) {
    const months = confirmed[year] ?? libraryYear(year)
    if (!months) break
    years.push({ year, start, months })
    start += months.reduce((sum, days) => sum + days, 0)
  }
  const end = years[years.length - 1].start + years[years.length - 1].months.reduce((sum, days) => sum + days, 0)
  let verifiedThrough = BS_TABLES_AGREE_THROUGH
  while (confirmed[verifiedThrough + 1]) verifiedThrough++

  /** The Gregorian day (`yyyy-MM-dd`) of a BS date (month 1 to 12). */
  function fromBikramSambat({ year, month, day }: BsDate): string {
    const entry = years[year - FIRST_YEAR]
    if (!entry || month < 1 || month > 12 || day < 1 || day > entry.months[month - 1])
      throw new RangeError(`Not a BS date in the table: ${year}-${month}-${day}`)
    return dayOfNumber(entry.start + entry.months.slice(0, month - 1).reduce((sum, days) => sum + days, 0) + day - 1)
  }

  /** The BS date of a Gregorian day (`yyyy-MM-dd`), or null outside the table. */
  function toBikramSambat(day: string): (BsDate & { verified: boolean }) | null {
    const number = dayNumber(day)
    if (number < FIRST_DAY || number >= end) return null
    let low = 0
    let high = years.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (years[middle].start <= number) low = middle
      else high = middle - 1
    }
    const { year, start, months } = years[low]
    let rest = number - start
    let month = 0
    while (rest >= months[month]) rest -= months[month++]
    return { year, month: month + 1, day: rest + 1, verified: year <= verifiedThrough }
  }

  /** The Gregorian days each month of a BS year starts on, वैशाख to चैत. */
  const monthStarts = (year: number): string[] => Array.from({ length: 12 }, (_, index) => fromBikramSambat({ year, month: index + 1, day: 1 }))

  return { fromBikramSambat, toBikramSambat, monthStarts, verifiedThrough }
}

const calendar = bikramSambatCalendar(CONFIRMED_BS_YEARS)

/** The last BS year shown on the site: the tables' agreed years, and the confirmed ones that follow on. */
export const BS_VERIFIED_THROUGH = calendar.verifiedThrough
export const { fromBikramSambat, toBikramSambat, monthStarts: bsMonthStarts } = calendar

/** A Gregorian day in Nepali: "२८ अप्रिल २०२६". */
export function formatGregorianNe(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${toNepaliDigits(date)} ${AD_MONTHS_NE[month - 1]} ${toNepaliDigits(year)}`
}

/**
 * A day as the Nepali pages write it: the BS date, then the Gregorian one in brackets,
 * "२०८३ वैशाख १५ (२८ अप्रिल २०२६)"; the Gregorian alone where the BS date is not verified.
 */
export function formatDayNe(day: string): string {
  const bs = toBikramSambat(day)
  const gregorian = formatGregorianNe(day)
  if (!bs?.verified) return gregorian
  return `${toNepaliDigits(bs.year)} ${BS_MONTHS_NE[bs.month - 1]} ${toNepaliDigits(bs.day)} (${gregorian})`
}

/** The day of an instant at a venue (its wall clock), written as the Nepali pages write days. */
export function formatInstantDayNe(iso: string, timeZone: string): string {
  return formatDayNe(formatInZone(iso, timeZone, 'yyyy-MM-dd'))
}
