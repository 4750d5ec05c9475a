import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Artists } from '@/collections/Artists'
import { EventObjectives } from '@/collections/EventObjectives'
import { Events } from '@/collections/Events'
import { Galleries } from '@/collections/Galleries'
import { HeroSections } from '@/collections/HeroSections'
import { HomepageSections } from '@/collections/HomepageSections'
import { PremiumAccommodations } from '@/collections/PremiumAccommodations'
import { Sponsorships } from '@/collections/Sponsorships'
import { TourLocations } from '@/collections/TourLocations'
import { ContactSettings } from '@/features/contact/contact-settings-global'
import { FooterSettings } from '@/globals/FooterSettings'
import { BRAND } from '@/lib/brand'
import { contactSettingsSchema, footerSettingsSchema } from '@/schemas/settings'
import { nextFestivalDay } from '@/seed/calendar'
import {
  demoAccommodations,
  demoArtists,
  demoBackstageGallery,
  demoContactSettings,
  demoEventGallery,
  demoFooterSettings,
  demoHeroSection,
  demoHomepageSection,
  demoNepaliTexts,
  demoObjectives,
  demoPhotographerCredit,
  demoSchedule,
  demoSponsorships,
} from '@/seed/demo-content'

// The months each name belongs to, written out here rather than taken from the seed's calendar.
const SEASON_MONTHS: Record<string, number[]> = { Spring: [3, 4, 5], Summer: [6, 7, 8], Autumn: [9, 10, 11], Fall: [9, 10, 11], Winter: [12, 1, 2] }
const FESTIVAL_MONTHS: [RegExp, number[]][] = [
  [/Dashain/, [9, 10]],
  [/Tihar|Deusi|Bhailo/, [10, 11]],
  [/Holi/, [3]],
  [/New Year/, [4]],
]

const month = (day: string) => Number(day.slice(5, 7))
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function localDay(now: Date, timeZone: string): string {
  if (!dayFormats.has(timeZone)) dayFormats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }))
  return dayFormats.get(timeZone)!.format(now)
}

/** Every day of a leap year and a little more, at 03:00 or 20:00 UTC (after midnight in Kathmandu, not yet in Canada). */
const seedMoments = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2027, 11, 20 + i, i % 2 ? 20 : 3)))

describe('demo schedule, whatever day it is seeded', () => {
  it('puts every tour named for a season in that season, every festival in its own on its next date, one show a night per venue', () => {
    let seasonal = 0
    let festivals = 0
    for (const now of seedMoments) {
      const { events } = demoSchedule(now)
      // Festivals move through the year: none may land on a night its venue already hosts.
      expect(new Set(events.map((event) => `${event.venue} ${event.day}`)).size, String(now)).toBe(events.length)
      for (const event of events) {
        const today = localDay(now, event.timezone)
        const season = event.title.match(/\b(Spring|Summer|Autumn|Fall|Winter)\b/)?.[1]
        if (season) {
          seasonal++
          expect(SEASON_MONTHS[season], `${event.title} on ${event.day}, seeded ${today}`).toContain(month(event.day))
        }
        for (const [name, months] of FESTIVAL_MONTHS) {
          if (!name.test(event.title)) continue
          festivals++
          expect(months, `${event.title} on ${event.day}, seeded ${today}`).toContain(month(event.day))
          // The next one: after the seed day, within a year.
          expect(event.day > today).toBe(true)
          expect(daysBetween(today, event.day)).toBeLessThanOrEqual(366)
          expect(event.status).toBe('upcoming')
        }
      }
    }
    expect(seasonal).toBeGreaterThanOrEqual(seedMoments.length * 2)
    expect(festivals).toBe(seedMoments.length * 4)
  }, 30_000)

  it('counts Nepali New Year on 1 Baisakh (mid April) with its Bikram Sambat year', () => {
    const { events } = demoSchedule(new Date('2027-05-01T06:00:00Z'))
    const newYear = events.find((event) => /New Year/.test(event.title))!
    expect(newYear.day).toBe('2028-04-14')
    expect(newYear.title).toContain('2085')
  })

  it('keeps the mix: upcoming shows in several cities and zones, a tour to come, and some past events', () => {
    for (const now of seedMoments.filter((_, i) => i % 23 === 0)) {
      const { events } = demoSchedule(now)
      for (const event of events) {
        expect(event.status, event.title).toBe(event.day < localDay(now, event.timezone) ? 'past' : 'upcoming')
      }
      const upcoming = events.filter((event) => event.status === 'upcoming')
      for (const city of ['Kathmandu', 'Pokhara', 'Toronto', 'Vancouver', 'Calgary']) {
        expect(
          upcoming.some((event) => event.location.startsWith(city)),
          city,
        ).toBe(true)
      }
      expect(new Set(upcoming.map((event) => event.timezone)).size).toBeGreaterThanOrEqual(3)
      expect(upcoming.filter((event) => event.eventType === 'tour').length).toBeGreaterThanOrEqual(3)
      expect(events.filter((event) => event.status === 'past').length).toBeGreaterThanOrEqual(2)
    }
  })

  it('gives every show its line-up: each artist named in its title or text plays it, and every artist on tour has shows', () => {
    const { events } = demoSchedule(new Date('2027-03-01T06:00:00Z'))
    const names = demoArtists.map((artist) => artist.name)
    for (const event of events) {
      const lineUp = event.lineUp ?? []
      for (const name of lineUp) expect(names, event.title).toContain(name)
      expect(new Set(lineUp).size, event.title).toBe(lineUp.length)
      if (event.eventType === 'meetup') expect(lineUp, event.title).toEqual([])
      else expect(lineUp.length, event.title).toBeGreaterThan(0)
      for (const name of names) if (`${event.title} ${event.description}`.includes(name)) expect(lineUp, `${event.title}: ${name}`).toContain(name)
    }
    for (const tour of events.filter((event) => event.eventType === 'tour')) {
      const artist = names.find((name) => tour.title.startsWith(name))!
      expect(tour.lineUp, tour.title).toEqual([artist])
    }
  })

  it("lists the home page's tour stops on the days and at the venues of tour events", () => {
    for (const now of seedMoments.filter((_, i) => i % 31 === 0)) {
      const { events, tourLocations } = demoSchedule(now)
      for (const stop of tourLocations) {
        const event = events.find((e) => e.eventType === 'tour' && e.venue === stop.venue && e.day === stop.day)
        expect(event, `${stop.city} ${stop.day}`).toBeDefined()
        expect(event!.location).toContain(stop.city)
        expect(event!.status).toBe('upcoming')
      }
    }
  })

  it('places festivals on the seed day itself a year on', () => {
    expect(nextFestivalDay('dashain', '2027-10-08')).toBe('2027-10-09')
    expect(nextFestivalDay('dashain', '2027-10-09')).toBe('2028-10-14')
    expect(nextFestivalDay('tihar', '2027-11-01')).toBe('2028-10-28')
    expect(nextFestivalDay('holi', '2027-12-31')).toBe('2028-03-11')
  })
})

describe('demo contact details', () => {
  it('are one set: the contact page shows what the footer shows (BRAND)', () => {
    expect(demoContactSettings.email).toBe(BRAND.email)
    expect(demoContactSettings.phone).toBe(BRAND.phone)
    expect(demoContactSettings.address.endsWith(BRAND.city)).toBe(true)
  })

  it('are fictional: a reserved e-mail domain (RFC 2606), and pass the settings schemas', () => {
    expect(BRAND.email).toMatch(/@([a-z0-9-]+\.)*(example|example\.(com|net|org))$/)
    expect(contactSettingsSchema.safeParse(demoContactSettings).success).toBe(true)
    expect(footerSettingsSchema.safeParse(demoFooterSettings).success).toBe(true)
  })
})

// The real artists, bands, venues, hotels and people the demo once named: none may come back
// (docs/product.md#demo-content).
const FORMERLY_NAMED = [
  'Sajjan Raj Vaidya',
  'Bipul Chettri',
  'Albatross',
  'Trishala Gurung',
  'Kutumba',
  'VTEN',
  'Edge Band',
  'Nepathya',
  '1974 AD',
  'The Elements',
  'Jazzmandu',
  'Tundikhel',
  'Danforth Music Hall',
  'MacEwan Hall',
  'Commodore Ballroom',
  'Nepal Academy',
  'Centre for Social Innovation',
  'Yak & Yeti',
  'Meridian Hall',
  'Jack Singer',
  'Deja Vu',
  'Vogue Theatre',
  'Fairmont',
  'Royal York',
  'Celebrities Nightclub',
  'Dwarika',
  'Fishtail Lodge',
  'Temple Tree',
  'Soaltee',
  'Hyatt',
  'Patan Durbar Square',
  'Anish Shrestha',
]

describe('demo names', () => {
  it('name none of the real artists, venues or hotels the demo once used', () => {
    for (const now of [new Date('2027-01-15T00:00:00Z'), new Date('2027-07-15T00:00:00Z'), new Date()]) {
      const text = JSON.stringify([
        demoArtists,
        demoSchedule(now),
        demoAccommodations,
        demoSponsorships,
        demoContactSettings,
        demoFooterSettings,
        demoPhotographerCredit,
      ])
      for (const name of FORMERLY_NAMED) expect(text.toLowerCase(), name).not.toContain(name.toLowerCase())
    }
  })
})

/** The names of a collection's or a global's texts with a value per language, as Payload reads them. */
function localizedFields(config: { fields: Field[] }): string[] {
  return config.fields.flatMap((field) => ('name' in field && 'localized' in field && field.localized ? [field.name] : []))
}

type Fields = { [field: string]: unknown }

/** Every demo record the seed writes, in English and in Nepali, with the texts its collection keeps per language. */
function demoRecords(now: Date): { name: string; fields: string[]; english: Fields; nepali: Fields }[] {
  const { events, tourLocations } = demoSchedule(now)
  const galleries = [...events.filter((event) => event.status === 'past').map(demoEventGallery), demoBackstageGallery(now)]
  const each = (name: string, config: { fields: Field[] }, records: (Fields & { ne: Fields })[]) =>
    records.map((record, i) => ({
      name: `${name} ${i + 1} (${JSON.stringify(Object.values(record)[0])})`,
      fields: localizedFields(config),
      english: record,
      nepali: record.ne,
    }))
  return [
    ...each('artist', Artists, demoArtists),
    ...each('event', Events, events),
    ...each('tour stop', TourLocations, tourLocations),
    ...each('package', Sponsorships, demoSponsorships),
    ...each('stay', PremiumAccommodations, demoAccommodations),
    ...each('objective', EventObjectives, demoObjectives),
    ...each('gallery', Galleries, galleries),
    ...each('hero', HeroSections, [{ ...demoHeroSection, ne: demoNepaliTexts.hero }]),
    ...each('homepage section', HomepageSections, [{ ...demoHomepageSection, ne: demoNepaliTexts.homepageSection }]),
    ...each('contact settings', ContactSettings, [{ ...demoContactSettings, ne: demoNepaliTexts.contactSettings }]),
    ...each('footer settings', FooterSettings, [{ ...demoFooterSettings, ne: demoNepaliTexts.footerSettings }]),
  ]
}

/** Brand names a Nepali text keeps in Latin letters (docs/product.md#nepali-site, "Words"). */
const KEPT_IN_LATIN = [`${BRAND.name} Entertainment`]

/** Written in Devanagari: Devanagari letters, Devanagari digits, and no Latin but a brand name. */
function writtenInNepali(text: string): boolean {
  const rest = KEPT_IN_LATIN.reduce((left, name) => left.replaceAll(name, ''), text)
  return /\p{Script=Devanagari}/u.test(rest) && !/[A-Za-z0-9]/.test(rest)
}

describe('demo content in Nepali', () => {
  const moments = [new Date('2027-01-15T00:00:00Z'), new Date('2027-04-20T06:00:00Z'), new Date('2027-07-15T00:00:00Z'), new Date('2027-10-20T20:00:00Z')]

  it('gives every text of every record that has a value per language a Nepali one, in Devanagari, not a copy of the English', () => {
    let texts = 0
    for (const now of moments) {
      for (const { name, fields, english, nepali } of demoRecords(now)) {
        // The Nepali side holds only texts with a value per language: written in Nepali, any other field would replace the English one.
        for (const field of Object.keys(nepali)) expect(fields, `${name}: ${field}`).toContain(field)
        for (const field of fields) {
          const value = english[field]
          if (value === undefined || value === null || value === '') continue
          const translated = nepali[field]
          expect(translated, `${name}: ${field}`).toBeDefined()
          const pairs: [unknown, unknown][] = Array.isArray(value) ? value.map((item, i) => [item, (translated as unknown[])[i]]) : [[value, translated]]
          expect(Array.isArray(translated) ? translated.length : 1, `${name}: ${field}`).toBe(pairs.length)
          for (const [inEnglish, inNepali] of pairs) {
            texts++
            expect(typeof inNepali, `${name}: ${field}`).toBe('string')
            expect(writtenInNepali(inNepali as string), `${name}: ${field}: ${String(inNepali)}`).toBe(true)
            expect(inNepali, `${name}: ${field}`).not.toBe(inEnglish)
          }
        }
      }
    }
    expect(texts).toBeGreaterThan(100 * moments.length)
  })

  it('names a genre, a venue and a tour stop the same way wherever they recur, as English does', () => {
    for (const now of moments) {
      const { events, tourLocations } = demoSchedule(now)
      const oneNepali = (pairs: [string, string][]) => {
        const seen = new Map<string, string>()
        for (const [english, nepali] of pairs) {
          expect(seen.get(english) ?? nepali, english).toBe(nepali)
          seen.set(english, nepali)
        }
        // And two English names are never one Nepali name.
        expect(new Set(seen.values()).size).toBe(seen.size)
      }
      oneNepali(demoArtists.map((artist) => [artist.genre, artist.ne.genre]))
      oneNepali([
        ...events.map((event): [string, string] => [event.venue, event.ne.venue]),
        ...tourLocations.map((stop): [string, string] => [stop.venue, stop.ne.venue]),
      ])
      for (const stop of tourLocations) {
        const event = events.find((e) => e.eventType === 'tour' && e.venue === stop.venue && e.day === stop.day)!
        expect(event.ne.title, stop.city).toContain(stop.ne.city)
      }
    }
  })
})
