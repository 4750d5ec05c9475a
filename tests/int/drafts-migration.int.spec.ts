import { beforeAll, describe, expect, it } from 'vitest'

import * as drafts from '../../migrations/20261125_075212_drafts'
import * as localization from '../../migrations/20261126_182229_localization'
import { anonymous, type ApiClient, baseUrl, freshSession, localPayload, sql } from '../setup/api'
import { downLaterMigrations, upLaterMigrations } from '../setup/later-migrations'

/**
 * The drafts migration loses nothing: records stored before it stay published with their content,
 * each with a first version. The records are made, the schema is taken back to before drafts
 * (the migration's own `down`, after those of the migrations that came later and build on its
 * tables), and the migrations are run again, as an upgrade runs them.
 */

let admin: ApiClient

const SLUGS = ['artists', 'events', 'sponsorships', 'galleries', 'hero-sections', 'tour-locations', 'homepage-sections', 'premium-accommodations']
const TABLES = SLUGS.map((slug) => slug.replace('-', '_'))

beforeAll(async () => {
  ;({ admin } = await freshSession())
  const event = await admin.post('/api/events', {
    title: 'Valley Nights',
    date: '2027-02-14T13:00:00.000Z',
    timezone: 'Asia/Kathmandu',
    venue: 'Durbar Hall',
    location: 'Kathmandu',
  })
  const records: [string, object][] = [
    ['artists', { name: 'Sunrise Choir', bio: 'Voices from the hills.' }],
    ['artists', { name: 'Old Guard', bio: 'No longer touring.', status: 'archived' }],
    ['sponsorships', { packageName: 'Open Package', description: 'For everyone.', benefits: ['Banner'] }],
    ['sponsorships', { packageName: 'Quiet Package', description: 'For some.', visibility: 'internal' }],
    ['galleries', { eventName: 'Valley Nights', eventId: event.body.id, photos: [], tags: ['winter'] }],
    ['hero-sections', { title: 'Music Across Borders', isActive: true }],
    ['tour-locations', { city: 'Vancouver', venue: 'Harbour Stage', date: '2027-07-01T03:00:00.000Z' }],
    ['homepage-sections', { sectionType: 'custom', title: 'Our Story', isActive: true }],
    ['premium-accommodations', { title: 'Lakeside Lodge', displayOnHomepage: true }],
  ]
  for (const [slug, data] of records) {
    const created = await admin.post(`/api/${slug}`, data)
    if (created.status !== 201) throw new Error(`${slug}: ${created.status} ${JSON.stringify(created.body)}`)
  }
})

/** A record as it was before the migration: who saved it is kept from the migration on. */
const withoutAuthor = (records: Record<string, unknown>[]) => records.map(({ updatedBy: _updatedBy, ...rest }) => rest)

/** What visitors and staff read through /api, and the words of the public pages. */
async function everything() {
  const out: Record<string, unknown> = {}
  for (const slug of SLUGS) {
    out[`visitor ${slug}`] = (await anonymous.get(`/api/${slug}`)).body
    out[`staff ${slug}`] = withoutAuthor((await admin.get(`/api/${slug}`)).body)
  }
  for (const path of ['/api/hero-sections/active', '/api/homepage-sections/active', '/api/tour-locations/homepage', '/api/premium-accommodations/homepage']) {
    out[path] = (await anonymous.get(path)).body
  }
  for (const path of ['/', '/artists', '/sponsorship', '/tour', '/events']) {
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    out[path] = [
      'Sunrise Choir',
      'Old Guard',
      'Open Package',
      'Quiet Package',
      'Music Across Borders',
      'Vancouver',
      'Our Story',
      'Lakeside Lodge',
      'Valley Nights',
    ].filter((text) => html.includes(text))
  }
  return out
}

describe('the drafts migration', () => {
  it('keeps every record published, as visitors and staff read it, each with a first version', async () => {
    const before = await everything()
    expect(before['visitor artists']).toHaveLength(1)
    expect(before['/artists']).toEqual(['Sunrise Choir'])

    const payload = await localPayload()
    const args = { db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<typeof drafts.up>[0]
    await downLaterMigrations(args)
    await localization.down(args)
    await drafts.down(args)
    const [column] = await sql(`SELECT 1 FROM information_schema.columns WHERE table_name = 'artists' AND column_name = '_status'`)
    expect(column).toBeUndefined()
    await drafts.up(args)
    await localization.up(args)
    await upLaterMigrations(args)

    expect(await everything()).toEqual(before)
    for (const table of TABLES) {
      const [row] = await sql<{ records: string; versions: string; published: string; latest: string; same: string }>(
        `SELECT (SELECT count(*) FROM "${table}") AS records,
                (SELECT count(*) FROM "_${table}_v") AS versions,
                (SELECT count(*) FROM "${table}" WHERE _status = 'published') AS published,
                (SELECT count(*) FROM "_${table}_v" WHERE latest AND version__status = 'published') AS latest,
                (SELECT count(*) FROM "${table}" t JOIN "_${table}_v" v ON v.parent_id = t.id AND v.version_updated_at = t.updated_at) AS same`,
      )
      expect({ table, ...row }).toEqual({ table, records: row.records, versions: row.records, published: row.records, latest: row.records, same: row.records })
      expect(Number(row.records)).toBeGreaterThan(0)
    }
    // Staff read each record's first version as its latest draft: published, as it stands.
    const latest = await admin.get('/api/artists?draft=true')
    expect(latest.body.map((doc: { name: string; _state: string }) => [doc.name, doc._state])).toEqual([
      ['Sunrise Choir', 'published'],
      ['Old Guard', 'published'],
    ])
  })
})
