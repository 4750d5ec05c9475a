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

/** What the subset holds: the switch's label on English pages. */
export const DEVANAGARI_SWITCH_TEXT = en.language.other
export const DEVANAGARI_SWITCH_FONT_URL = '/fonts/noto-sans-devanagari-switch.woff2'
