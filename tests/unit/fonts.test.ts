import { readFileSync } from 'node:fs'

import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import {
  charactersOfRange,
  DEVANAGARI_FONT_FILE,
  DEVANAGARI_LATIN_FONT_FILE,
  DEVANAGARI_LATIN_UNICODE_RANGE,
  DEVANAGARI_UNICODE_RANGE,
  DEVANAGARI_WEIGHTS,
} from '@/lib/fonts'
import { cutDevanagariFont } from '@/server/media/devanagari-font'

/** Nepali that needs the typeface's shaping: conjuncts, half forms, reph, nukta, vowel signs, digits. */
const NEPALI = 'क्षत्रिय श्रद्धा द्वन्द्व हृदय र्‍याल कर्म ज़ फ्‍ ॐ ०१२३४५६७८९ ₹ रु. पूर्वाञ्चल'

function faceOf(font: Buffer) {
  return new hb.Face(new hb.Blob(new Uint8Array(font)))
}

/** The glyphs HarfBuzz shapes a text into with a font at a weight: 0 is the "no such letter" box. */
function shapeAt(face: hb.Face, weight: number, text: string): number[] {
  const font = new hb.Font(face)
  font.setVariations([new hb.Variation('wght', weight)])
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint)
}

describe('the Devanagari typeface as served', () => {
  it('is declared in devanagari.css with the letters and weights it is cut to', () => {
    const css = readFileSync('src/app/fonts/devanagari.css', 'utf8')
    const face = css.split('@font-face').find((rule) => rule.includes("font-family: 'Noto Sans Devanagari';"))!
    expect(face).toContain(`unicode-range: ${DEVANAGARI_UNICODE_RANGE};`)
    expect(face).toContain(`font-weight: ${DEVANAGARI_WEIGHTS.min} ${DEVANAGARI_WEIGHTS.max};`)
    expect(charactersOfRange('U+0900-0902, U+20B9')).toBe('\u0900\u0901\u0902\u20b9')
  })

  it('keeps every letter of its range, the weights the site uses, and forms Nepali conjuncts at each', async () => {
    const cut = await cutDevanagariFont(charactersOfRange(DEVANAGARI_UNICODE_RANGE), 'truetype')
    const face = faceOf(cut)
    const letters = new Set(face.collectUnicodes())
    const missing = [...charactersOfRange(DEVANAGARI_UNICODE_RANGE)].filter((letter) => /\p{Assigned}/u.test(letter) && !letters.has(letter.codePointAt(0)!))
    expect(missing).toEqual([])
    const wght = face.getAxisInfos().wght
    expect([wght.min, wght.max]).toEqual([DEVANAGARI_WEIGHTS.min, DEVANAGARI_WEIGHTS.max])
    for (const weight of [400, 600, 900]) expect(shapeAt(face, weight, NEPALI.replace(/[ .]/g, '')), `weight ${weight}`).not.toContain(0)
    // The conjunct क्ष is one glyph, not क, the virama and ष drawn apart.
    expect(shapeAt(face, 400, 'क्ष')).toHaveLength(1)
  })

  it('draws the Latin letters of a Nepali page in the same family: English shown for want of Nepali looks like the text around it', async () => {
    const css = readFileSync('src/app/fonts/devanagari.css', 'utf8')
    const faces = css.split('@font-face').filter((rule) => rule.includes("font-family: 'Noto Sans Devanagari';"))
    const rangeOf = (rule: string) => rule.match(/unicode-range:\s*([^;]+);/)?.[1].replace(/\s+/g, ' ')
    const latin = faces.find((rule) => rangeOf(rule) === DEVANAGARI_LATIN_UNICODE_RANGE)
    expect(latin).toContain(`font-weight: ${DEVANAGARI_WEIGHTS.min} ${DEVANAGARI_WEIGHTS.max};`)
    expect(latin).toContain("url('/fonts/noto-sans-devanagari-latin.woff2')")
    // The two faces share no letter, so which face draws a letter never depends on their order.
    const devanagari = new Set(charactersOfRange(DEVANAGARI_UNICODE_RANGE))
    expect([...charactersOfRange(DEVANAGARI_LATIN_UNICODE_RANGE)].filter((letter) => devanagari.has(letter))).toEqual([])
    // The Nepali pages ask for this family for all their text and their headings.
    const site = readFileSync('src/app/(site)/globals.css', 'utf8')
    expect(site).toMatch(/html:lang\(ne\) body \{\s*font-family: 'Noto Sans Devanagari',/)
    expect(site).toMatch(/html:lang\(ne\) \.font-display \{\s*font-family: 'Noto Sans Devanagari',/)

    const face = faceOf(await cutDevanagariFont(charactersOfRange(DEVANAGARI_LATIN_UNICODE_RANGE), 'truetype', DEVANAGARI_LATIN_FONT_FILE))
    const letters = new Set(face.collectUnicodes())
    // The letters and punctuation of English and of the other Latin names a page may show (the rarer signs are left to the system's fonts).
    const printable = [...charactersOfRange('U+0020-007E, U+00C0-00FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+20AC')]
    expect(printable.filter((letter) => !letters.has(letter.codePointAt(0)!))).toEqual([])
    expect([face.getAxisInfos().wght.min, face.getAxisInfos().wght.max]).toEqual([DEVANAGARI_WEIGHTS.min, DEVANAGARI_WEIGHTS.max])
    for (const weight of [400, 900]) expect(shapeAt(face, weight, 'Himalayan Beats: Kathmandu’s nights'), `weight ${weight}`).not.toContain(0)
  })

  it('is cut to well under the packaged file', async () => {
    const packaged = readFileSync(DEVANAGARI_FONT_FILE).length
    const cut = (await cutDevanagariFont(charactersOfRange(DEVANAGARI_UNICODE_RANGE))).length
    console.log(`Noto Sans Devanagari served: ${cut} bytes (packaged: ${packaged})`)
    expect(cut).toBeLessThan(80_000)
  })
})
