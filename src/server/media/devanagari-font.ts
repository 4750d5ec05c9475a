import { readFile } from 'node:fs/promises'
import path from 'node:path'

import subsetFont from 'subset-font'

import { DEVANAGARI_FONT_FILE, DEVANAGARI_WEIGHTS } from '@/lib/fonts'

/**
 * Noto Sans Devanagari cut to these letters and to the weights the site uses (src/lib/fonts.ts),
 * keeping every layout feature, so the conjuncts and vowel signs of the letters kept still form.
 * The font routes (src/app/fonts) call it at build time; `file` is the packaged file of the letters
 * (its Devanagari one unless said).
 */
export async function cutDevanagariFont(text: string, targetFormat: 'woff2' | 'truetype' = 'woff2', file: string = DEVANAGARI_FONT_FILE): Promise<Buffer> {
  const font = await readFile(path.join(process.cwd(), file))
  return subsetFont(font, text, { targetFormat, variationAxes: { wght: DEVANAGARI_WEIGHTS } })
}
