import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/en'
import { ne } from '@/lib/i18n/ne'

/** Every text of a catalogue by its key path ("form.errors.name"); lists by index. */
function entries(catalogue: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  if (typeof catalogue === 'string') found.set(prefix, catalogue)
  else if (catalogue && typeof catalogue === 'object') {
    for (const [key, value] of Object.entries(catalogue)) {
      for (const [path, text] of entries(value, prefix ? `${prefix}.${key}` : key)) found.set(path, text)
    }
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the message catalogues', () => {
  const english = entries(en)
  const nepali = entries(ne)

  it('have the same keys in English and Nepali: none missing in either', () => {
    expect(
      [...nepali.keys()].filter((key) => !english.has(key)),
      'only in Nepali',
    ).toEqual([])
    expect(
      [...english.keys()].filter((key) => !nepali.has(key)),
      'missing in Nepali',
    ).toEqual([])
  })

  it('fill in the same placeholders in both languages, and leave no text empty', () => {
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('')
      expect(nepali.get(key)!.trim(), key).not.toBe('')
      expect(placeholders(nepali.get(key)!), key).toEqual(placeholders(text))
    }
  })

  it('say everything in Nepali in the Nepali one: no English word left but a name', () => {
    // Names that stay as they are: the English language's own name on the switch.
    const names = new Set(['language.other'])
    // Products keep their own names, in Latin letters (Nepali readers know them so).
    const products = /Google Calendar|Google Maps|Apple Calendar|Outlook/g
    for (const [key, text] of nepali) {
      if (names.has(key)) continue
      expect(text.replace(/\{\w+\}/g, '').replace(products, ''), key).not.toMatch(/[A-Za-z]/)
    }
    expect(ne.subscribe.google).toBe('Google Calendar')
    expect(ne.subscribe.outlook).toBe('Outlook')
    expect(ne.eventPage.map).toBe('Google Maps मा हेर्नुहोस्')
  })

  it('write a postposition on to its placeholder in Nepali, for fill to join or space by the value', () => {
    const postposition = /\{\w+\} (?:मा|का|को|की|के|ले|लाई|बाट|सँग|देखि|सम्म|मध्ये|बारे|भित्र|तिर|अनुसार)(?![\u0900-\u097F])/
    expect([...nepali].filter(([, text]) => postposition.test(text)).map(([key]) => key)).toEqual([])
  })

  it('read as a native speaker writes: one word for a thing, and the words spelt as the dictionary has them', () => {
    const texts = [...nepali.values()].join('\n')
    // "Inquiry" is सोधपुछ in every subject of the form's drop-down.
    expect(ne.form.defaultSubjects.filter((subject) => subject.includes('जिज्ञासा'))).toEqual([])
    expect(ne.form.defaultSubjects).toContain('सामान्य सोधपुछ')
    expect(texts).not.toMatch(/चिन्ह/)
    expect(texts).not.toMatch(/आशा छ,/)
    expect(ne.home.tourTitle).toBe('हाम्रो टुर')
    // Singers of both sexes.
    expect(ne.home.artistsSubtitle).toContain('गायक-गायिका')
    expect(ne.artists.metaDescription).toContain('गायक-गायिका')
  })

  // The words docs/product.md quotes, a sample.
  it("keep the spec's English words", () => {
    expect(en.artists.empty).toBe('No artists found.')
    expect(en.form.errors.message).toBe('Message must be at least 10 characters.')
    expect(en.form.sentText).toBe("Thank you for contacting us. We'll get back to you soon.")
    expect(en.status.notFoundTitle).toBe('404 Page Not Found')
    expect(en.sponsorship.empty).toBe('No sponsorship packages available at this time. Please contact us for custom packages.')
  })
})
