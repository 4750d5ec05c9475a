import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { DEVANAGARI_FONT_FILE } from '@/lib/fonts'

// Noto Sans Devanagari (SIL Open Font License), the Devanagari letters only, from the
// @fontsource-variable package: read at build time and served as a file (declared in
// ../devanagari.css). The Nepali pages use it and preload it (src/lib/fonts.ts); the staff screens
// draw Nepali text with it.
export const dynamic = 'force-static'

export async function GET(): Promise<Response> {
  const font = await readFile(path.join(process.cwd(), DEVANAGARI_FONT_FILE))
  return new Response(new Uint8Array(font), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000' },
  })
}
