import { beforeAll, describe, expect, it } from 'vitest'

import { listRecords } from '@/server/content/records'
import { resourceOf } from '@/server/content/resources'

import { anonymous, type ApiClient, freshSession, localPayload, sql } from '../../setup/api'

/**
 * A visitors' list made again after a change reads only the records logged as changed since it
 * was made (docs/architecture.md#lists-brought-up-to-date). Whatever changed, and however, it
 * must answer what reading the whole list afresh answers.
 */
let admin: ApiClient
const soon = { timeout: 5_000, interval: 25 }

/** The visitors' list read whole, afresh, in the test process. */
async function readWhole(slug: string, locale = 'en'): Promise<unknown[]> {
  const payload = await localPayload()
  return listRecords(resourceOf(slug)!, { payload, user: null, locale } as never)
}

const listed = async (path: string) => (await anonymous.get(path)).body as { id: number; title: string; artists: number[] }[]

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

describe('a list brought up to date', () => {
  it('logs the records of every write, on every table of every collection a list is made of', async () => {
    const versioned = await sql<{ table: string }>(
      `SELECT tgrelid::regclass::text AS table FROM pg_trigger WHERE tgname = 'content_version_bump' AND left(tgrelid::regclass::text, 1) <> '_'`,
    )
    const logged = new Set(
      (await sql<{ table: string }>(`SELECT tgrelid::regclass::text AS table FROM pg_trigger WHERE tgname = 'content_record_change'`)).map((row) => row.table),
    )
    const globals = /^(contact_settings|footer_settings)(_|$)/
    const missing = versioned.map((row) => row.table).filter((table) => !globals.test(table) && !logged.has(table))
    expect(missing).toEqual([])
    // A table added later to a logged collection (an array field, a relation) changes alone when a
    // related record goes: it must log its parent too.
    const children = await sql<{ table: string }>(
      `SELECT c.conrelid::regclass::text AS table FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_trigger t ON t.tgrelid = c.confrelid AND t.tgname = 'content_record_change'
       WHERE c.contype = 'f' AND a.attname IN ('parent_id', '_parent_id') AND left(c.conrelid::regclass::text, 1) <> '_'`,
    )
    expect(children.map((row) => row.table).filter((table) => !logged.has(table))).toEqual([])
  })

  it('answers what a whole read answers after edits, hand-made SQL, a deleted artist and an unpublished event', async () => {
    const artist = (await admin.post('/api/artists', { name: 'Sita Rai', bio: 'Singer.' })).body.id as number
    const made: number[] = []
    for (const [title, date] of [
      ['Pokhara Lakeside Night', '2027-03-01T13:00:00.000Z'],
      ['Toronto Winter Stage', '2027-03-02T23:00:00.000Z'],
      ['Kathmandu Valley Festival', '2027-03-03T12:00:00.000Z'],
    ]) {
      const answer = await admin.post('/api/events', { title, date, venue: 'Hall', location: 'Kathmandu, Nepal', artists: [artist] })
      expect(answer.status).toBe(201)
      made.push(answer.body.id)
    }
    await admin.patch(`/api/events/${made[1]}?locale=ne`, { title: 'टोरन्टो जाडो मञ्च' })
    expect((await listed('/api/events')).map((event) => event.id)).toEqual(made)
    expect((await listed('/api/events?locale=ne'))[1].title).toBe('टोरन्टो जाडो मञ्च')

    // An edit that moves an event first.
    expect((await admin.patch(`/api/events/${made[2]}`, { title: 'Valley Festival', date: '2027-02-01T12:00:00.000Z' })).status).toBe(200)
    await expect.poll(async () => (await listed('/api/events')).map((event) => event.id), soon).toEqual([made[2], made[0], made[1]])
    expect(await listed('/api/events')).toEqual(await readWhole('events'))

    // A text changed by hand in SQL, without touching the event's own row.
    await sql(`UPDATE events_locales SET title = 'Lakeside Night' WHERE _parent_id = $1 AND _locale = 'en'`, [made[0]])
    await expect.poll(async () => (await listed('/api/events')).find((event) => event.id === made[0])?.title, soon).toBe('Lakeside Night')

    // The artist deleted: the line-ups lose it without a write to any event.
    expect((await admin.delete(`/api/artists/${artist}`)).status).toBe(204)
    await expect.poll(async () => (await listed('/api/events')).every((event) => event.artists.length === 0), soon).toBe(true)

    // Unpublished: visitors no longer see it.
    expect((await admin.post(`/api/events/${made[1]}/unpublish`, {})).status).toBe(200)
    await expect.poll(async () => (await listed('/api/events')).map((event) => event.id), soon).toEqual([made[2], made[0]])

    expect(await listed('/api/events')).toEqual(await readWhole('events'))
    expect(await listed('/api/events?locale=ne')).toEqual(await readWhole('events', 'ne'))
    // Each write was logged with the records it touched.
    const logged = await sql<{ id: number }>(`SELECT DISTINCT record_id AS id FROM content_record_changes WHERE table_name = 'events'`)
    expect(logged.map((row) => row.id)).toEqual(expect.arrayContaining(made))
  })

  it('reads the whole list again after a TRUNCATE, which names no record', async () => {
    await sql(`TRUNCATE artists_locales, artists, events_rels CASCADE`)
    expect((await sql(`SELECT 1 FROM content_record_changes WHERE table_name = 'artists' AND record_id = 0`)).length).toBeGreaterThan(0)
    await expect.poll(async () => (await anonymous.get('/api/artists')).body, soon).toEqual([])
    expect(await listed('/api/events')).toEqual(await readWhole('events'))
  })
})
