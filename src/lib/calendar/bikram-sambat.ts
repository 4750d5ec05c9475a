import NepaliDate from 'nepali-date-converter'

import { formatInZone } from './dates'

/**
 * Bikram Sambat (docs/product.md#nepali-site): the Nepali calendar, which `Intl` does not know (ICU
 * has no table of it). Conversion is `nepali-date-converter`'s (MIT), whose table of month lengths
 * runs from 2000 to 2090 BS; this is the one place that uses it. Days are converted as a wall clock
 * shows them (`yyyy-MM-dd`, the venue's day: src/lib/calendar/dates.ts), never through the server's zone.
 *
 * The published tables of the libraries agree only through `BS_VERIFIED_THROUGH`: a later BS date
 * may be a day off when the government's calendar comes out, so it is not shown (the Gregorian
 * date alone is). A year confirmed later is a change of this one number.
 */
export const BS_VERIFIED_THROUGH = 2083

export type BsDate = { year: number; month: number; day: number }

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९']

export const BS_MONTHS_NE = ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'] as const
export const AD_MONTHS_NE = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'] as const

/** Western digits written in Devanagari ("2083" -> "२०८३"); anything else is kept. */
export function toNepaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)])
}

function dayParts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`Not a day (yyyy-MM-dd): ${day}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** The library's table: 1 Baisakh 2000 to 30 Chaitra 2090 (it answers nonsense before, not an error). */
let tableDays: { first: string; last: string } | undefined
const table = () => (tableDays ??= { first: fromBikramSambat({ year: 2000, month: 1, day: 1 }), last: fromBikramSambat({ year: 2090, month: 12, day: 30 }) })

/**
 * The BS date of a Gregorian day (`yyyy-MM-dd`), or null outside the table. The library reads a
 * JavaScript date's local fields: a local noon of the same fields gives it exactly this day in any
 * server zone.
 */
export function toBikramSambat(day: string): (BsDate & { verified: boolean }) | null {
  const [year, month, date] = dayParts(day)
  if (day < table().first || day > table().last) return null
  const bs = new NepaliDate(new Date(year, month - 1, date, 12)).getBS()
  return { year: bs.year, month: bs.month + 1, day: bs.date, verified: bs.year <= BS_VERIFIED_THROUGH }
}

/** The Gregorian day (`yyyy-MM-dd`) of a BS date (month 1 to 12). */
export function fromBikramSambat({ year, month, day }: BsDate): string {
  const ad = new NepaliDate(year, month - 1, day).getAD()
  return `${ad.year}-${String(ad.month + 1).padStart(2, '0')}-${String(ad.date).padStart(2, '0')}`
}

/** A Gregorian day in Nepali: "२८ अप्रिल २०२६". */
export function formatGregorianNe(day: string): string {
  const [year, month, date] = dayParts(day)
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
