import { DEVANAGARI_SWITCH_TEXT } from '@/lib/fonts'
import { cutDevanagariFont } from '@/server/media/devanagari-font'

// The letters of the language switch's label alone (about 2.5 kB), cut from Noto Sans Devanagari
// at build time: an English page draws "नेपाली" with it, and never loads the whole typeface.
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const font = await cutDevanagariFont(DEVANAGARI_SWITCH_TEXT)
  return new Response(new Uint8Array(font), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000' },
  })
}
