/**
 * Bikram Sambat years confirmed against the government's calendar (the Nepal Panchang Nirnayak
 * Samiti's, published a year or so ahead), where the published tables of the libraries disagree
 * (docs/product.md#nepali-site). Each year is the lengths of its twelve months in days, वैशाख to
 * चैत; a year listed here replaces the library's table for that year, the years after it follow on
 * from it, and it is shown on the site once every year before it is shown
 * (src/lib/calendar/bikram-sambat.ts). Confirming a year is one line here, and its month starts in
 * tests/unit/bikram-sambat.test.ts.
 */
export const CONFIRMED_BS_YEARS: Readonly<Record<number, readonly number[]>> = {}
