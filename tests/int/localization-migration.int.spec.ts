import { beforeAll, describe, expect, it } from 'vitest'

import * as localization from '../../migrations/20261126_182229_localization'
import { anonymous, type ApiClient, freshSession, localPayload, sql } from '../setup/api'
import { downLaterMigrations, upLaterMigrations } from '../setup/later-migrations'

/**
 * The localization migration loses no text: every value of a column that became
 * localized becomes its English value, in the records and in their versions. Records are made
 * (with versions: a draft saved over a published record), the schema is taken back to before
 * (the migration's `down`, which puts the English back in the columns), and the migration runs
 * again, as an upgrade runs it.
 */

let admin: ApiClient
const SLUGS = [
  'artists',
  'events',
  'sponsorships',
  'galleries',
  'event-objectives',
  'hero-sections',
  'tour-locations',
  'homepage-sections',
  'premium-accommodations',
]
/** Tables with a text per language, and their versions'. */
const TABLES = SLUGS.map((slug) => slug.replace('-', '_'))
const VERSIONED = TABLES.filter((table) => table !== 'event_objectives')

beforeAll(async () => {
  ;({ admin } = await freshSession())
  const event = await admin.post('/api/events', {
    title: 'Valley Nights',
    date: '2027-02-14T13:00:00.000Z',
    timezone: 'Asia/Kathmandu',
    venue: 'Durbar Hall',
    location: 'Kathmandu',
    description: 'Under the stars.',
  })
  const records: [string, object][] = [
    ['artists', { name: 'Sunrise Choir', bio: 'Voices from the hills.', genre: 'Choral' }],
    ['sponsorships', { packageName: 'Open Package', description: 'For everyone.', benefits: ['Banner', 'Two passes'] }],
    ['galleries', { eventName: 'Valley Nights', eventId: event.body.id, photos: [], tags: ['winter'] }],
    ['event-objectives', { title: 'Bring people together', description: 'Across borders.' }],
    ['hero-sections', { title: 'Music Across Borders', subtitle: 'Since 2011', primaryButtonText: 'SEE EVENTS', isActive: true }],
    ['tour-locations', { city: 'Vancouver', venue: 'Harbour Stage', date: '2027-07-01T03:00:00.000Z' }],
    ['homepage-sections', { sectionType: 'custom', title: 'Our Story', subtitle: 'Where we come from', isActive: true }],
    ['premium-accommodations', { title: 'Lakeside Lodge', description: 'By the lake.', price: 'From NPR 9,000', location: 'Pokhara', displayOnHomepage: true }],
  ]
  for (const [slug, data] of records) {
    const created = await admin.post(`/api/${slug}`, data)
    if (created.status !== 201) throw new Error(`${slug}: ${created.status} ${JSON.stringify(created.body)}`)
  }
  // A draft over a published record: its versions hold two texts, visitors read the first.
  const [artist] = (await admin.get('/api/artists')).body
  expect((await admin.patch(`/api/artists/${artist.id}?draft=true`, { bio: 'Voices from the hills, and a new album.' })).status).toBe(200)
  await admin.patch('/api/contact-settings', { address: 'Durbar Marg, Kathmandu', formSubjects: ['Booking', 'Press'] })
  await admin.patch('/api/footer-settings', { copyright: 'Himalayan Beats Ltd.' })
})

/** What visitors and staff read (English, and staff's latest drafts), and each record's history. */
async function everything() {
  const out: Record<string, unknown> = {}
  for (const slug of SLUGS) {
    out[`visitor ${slug}`] = (await anonymous.get(`/api/${slug}`)).body
    const staff = (await admin.get(`/api/${slug}${VERSIONED.includes(slug.replace('-', '_')) ? '?draft=true' : ''}`)).body as { id: number }[]
    out[`staff ${slug}`] = staff
  }
  for (const slug of ['contact-settings', 'footer-settings']) out[slug] = (await anonymous.get(`/api/${slug}`)).body
  const [artist] = (await admin.get('/api/artists')).body
  out.history = (await admin.get(`/api/artists/${artist.id}/versions`)).body
  return out
}

const count = async (text: string) => Number((await sql<{ n: string }>(text))[0].n)

describe('the localization migration', () => {
  it('keeps every text, in records and versions, as the English one', async () => {
    const before = await everything()
    expect((before['staff artists'] as { bio: string }[])[0].bio).toBe('Voices from the hills, and a new album.')
    expect((before['visitor artists'] as { bio: string }[])[0].bio).toBe('Voices from the hills.')

    const payload = await localPayload()
    const args = { db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<typeof localization.up>[0]
    await downLaterMigrations(args)
    await localization.down(args)
    // Before the migration, the texts are the records' and versions' own columns.
    expect(await sql(`SELECT bio, genre FROM artists`)).toEqual([{ bio: 'Voices from the hills.', genre: 'Choral' }])
    expect((await sql<{ version_bio: string }>(`SELECT version_bio FROM _artists_v ORDER BY id`)).map((row) => row.version_bio)).toEqual([
      'Voices from the hills.',
      'Voices from the hills, and a new album.',
    ])
    expect(await sql(`SELECT to_regclass('artists_locales') AS t`)).toEqual([{ t: null }])

    await localization.up(args)
    await upLaterMigrations(args)
    expect(await everything()).toEqual(before)
    for (const table of TABLES) {
      expect(await count(`SELECT count(*) AS n FROM "${table}_locales" WHERE _locale = 'en'`), table).toBe(await count(`SELECT count(*) AS n FROM "${table}"`))
      // A write to a record's texts tells every instance, as a write to the record does.
      expect(
        await count(`SELECT count(*) AS n FROM pg_trigger WHERE tgname = 'content_version_bump' AND tgrelid = '"${table}_locales"'::regclass`),
        table,
      ).toBe(1)
    }
    for (const table of VERSIONED) {
      expect(await count(`SELECT count(*) AS n FROM "_${table}_v_locales" WHERE _locale = 'en'`), table).toBe(
        await count(`SELECT count(*) AS n FROM "_${table}_v"`),
      )
    }
    expect(await sql(`SELECT address, form_subjects FROM contact_settings_locales`)).toEqual([
      { address: 'Durbar Marg, Kathmandu', form_subjects: ['Booking', 'Press'] },
    ])

    // And the texts take their Nepali from now on.
    const [artist] = (await admin.get('/api/artists')).body
    expect((await admin.patch(`/api/artists/${artist.id}?locale=ne&draft=true`, { bio: 'पहाडका स्वरहरू।' })).status).toBe(200)
    expect((await admin.get(`/api/artists/${artist.id}?draft=true&locale=ne`)).body.bio).toBe('पहाडका स्वरहरू।')
  })
})
