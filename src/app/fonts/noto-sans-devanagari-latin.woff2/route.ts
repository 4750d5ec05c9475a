import { charactersOfRange, DEVANAGARI_LATIN_FONT_FILE, DEVANAGARI_LATIN_UNICODE_RANGE } from '@/lib/fonts'
import { cutDevanagariFont } from '@/server/media/devanagari-font'

// Noto Sans Devanagari's Latin letters (SIL Open Font License), cut at build time to the weights the
// site uses (src/lib/fonts.ts) and served as a file (declared in ../devanagari.css under the same
// family): a Nepali page draws its Latin text, an English fallback among it, with them.
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const font = await cutDevanagariFont(charactersOfRange(DEVANAGARI_LATIN_UNICODE_RANGE), 'woff2', DEVANAGARI_LATIN_FONT_FILE)
  return new Response(new Uint8Array(font), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000' },
  })
}
