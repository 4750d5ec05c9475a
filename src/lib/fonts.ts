import { en } from './i18n/en'

/**
 * The Devanagari typeface of the Nepali pages (docs/product.md#nepali-site): Noto Sans Devanagari
 * (SIL Open Font License) from @fontsource-variable, served and declared by src/app/fonts
 * (devanagari.css) and used by the public stylesheet for `html:lang(ne)` only, so an English page
 * never downloads it. An English page draws its language switch, "नेपाली", with a subset of those
 * letters alone, which it preloads; a Nepali page preloads the whole typeface. Both are swapped in
 * when they arrive (`font-display: swap`), so a device without a Devanagari font of its own draws
 * boxes at most until then.
 */
export const DEVANAGARI_FONT_FILE = 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'

/**
 * What the served typeface is cut to (src/server/media/devanagari-font.ts; 121 kB as packaged, 74 kB
 * cut): the weights the site uses (Tailwind's normal to black; the packaged axis starts at 100),
 * and the letters of Nepali: the Devanagari block, the joiners, the rupee sign and the dotted
 * circle (Vedic marks and the rare extensions are left to the system's fonts). devanagari.css
 * declares the same.
 */
export const DEVANAGARI_WEIGHTS = { min: 400, max: 900 } as const
export const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+200C-200D, U+20B9, U+25CC'

/** Every character of a CSS unicode-range ("U+0900-097F, U+20B9"). */
export function charactersOfRange(range: string): string {
  return range
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16)),
    )
    .flatMap(([first, last = first]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
    .join('')
}

/** The typeface as served, cut (src/app/fonts/noto-sans-devanagari.woff2). */
export const DEVANAGARI_FONT_URL = '/fonts/noto-sans-devanagari.woff2'

/**
 * The same typeface's Latin letters (Noto Sans Devanagari draws Latin as Noto Sans does), declared
 * under the same family name for the Latin range: on a Nepali page, a text with no Nepali yet
 * (shown in English) and the names kept in Latin letters are drawn by the face the Nepali text is,
 * not by the system's own. Its range leaves the joiners to the Devanagari face.
 */
export const DEVANAGARI_LATIN_FONT_FILE = 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2'
export const DEVANAGARI_LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-200B, U+200E-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
export const DEVANAGARI_LATIN_FONT_URL = '/fonts/noto-sans-devanagari-latin.woff2'

/** What the subset holds: the switch's label on English pages. */
export const DEVANAGARI_SWITCH_TEXT = en.language.other
export const DEVANAGARI_SWITCH_FONT_URL = '/fonts/noto-sans-devanagari-switch.woff2'
