import { readFile } from 'node:fs/promises'
import path from 'node:path'

import subsetFont from 'subset-font'

import { DEVANAGARI_FONT_FILE, DEVANAGARI_SWITCH_TEXT } from '@/lib/fonts'

// The letters of the language switch's label alone (about 2.5 kB), cut from Noto Sans Devanagari
// at build time: an English page draws "नेपाली" with it, and never loads the whole typeface.
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const font = await readFile(path.join(process.cwd(), DEVANAGARI_FONT_FILE))
  const subset = await subsetFont(font, DEVANAGARI_SWITCH_TEXT, { targetFormat: 'woff2' })
  return new Response(new Uint8Array(subset), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000' },
  })
}
