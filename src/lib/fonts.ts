/**
 * The Devanagari typeface of the Nepali pages (issue 25): served by src/app/fonts, declared in
 * src/app/(site)/globals.css for `html:lang(ne)` only, so an English page never downloads it (its
 * language switch, "नेपाली", is drawn by the visitor's own Devanagari font). `font-display:
 * optional` with a preload keeps the layout still (CLS 0): a font that is late is not swapped in.
 */
export const DEVANAGARI_FONT_URL = '/fonts/noto-sans-devanagari.woff2'
