import { charactersOfRange, DEVANAGARI_UNICODE_RANGE } from '@/lib/fonts'
import { cutDevanagariFont } from '@/server/media/devanagari-font'

// Noto Sans Devanagari (SIL Open Font License), cut at build time to the letters of Nepali and the
// weights the site uses (src/lib/fonts.ts) and served as a file (declared in ../devanagari.css).
// The Nepali pages use it; the staff screens draw Nepali text with it.
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const font = await cutDevanagariFont(charactersOfRange(DEVANAGARI_UNICODE_RANGE))
  return new Response(new Uint8Array(font), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000' },
  })
}
