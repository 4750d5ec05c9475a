import { en } from './i18n/en'

/**
 * The Devanagari typeface of the Nepali pages (issue 25): Noto Sans Devanagari (SIL Open Font
 * License) from @fontsource-variable, served and declared by src/app/fonts (devanagari.css) and
 * used by the public stylesheet for `html:lang(ne)` only, so an English page never downloads it. An
 * English page draws its language switch, "नेपाली", with a subset of those letters alone, which
 * it preloads. `font-display: optional` keeps the layout still (CLS 0): a font that is late is not
 * swapped in (src/app/(site)/[area]/layout.tsx says why the whole typeface is not preloaded).
 */
export const DEVANAGARI_FONT_FILE = 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'

/** What the subset holds: the switch's label on English pages. */
export const DEVANAGARI_SWITCH_TEXT = en.language.other
export const DEVANAGARI_SWITCH_FONT_URL = '/fonts/noto-sans-devanagari-switch.woff2'
