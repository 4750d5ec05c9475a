import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession } from '../../setup/api'

/**
 * An event's line-up (docs/product.md#line-ups): `artists`, the ids of the agency's artists who
 * perform, in order. Optional; only artists a visitor can see may be added, on every door.
 */
let admin: ApiClient
let editor: ApiClient
const ids: Record<'sita' | 'ram' | 'hidden' | 'draft', number> = { sita: 0, ram: 0, hidden: 0, draft: 0 }

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Valley Festival',
  date: '2027-04-10T12:15:00.000Z',
  venue: 'Tundikhel',
  location: 'Kathmandu, Nepal',
  ...overrides,
})

const reasonOf = (body: { errors?: { path: string; message: string }[] }) => body.errors?.find((error) => /^artists(?:\.\d+)?$/.test(error.path))?.message

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  ids.sita = (await admin.post('/api/artists', { name: 'Sita Rai', bio: 'Singer.' })).body.id
  ids.ram = (await admin.post('/api/artists', { name: 'Ram Band', bio: 'A band.' })).body.id
  ids.hidden = (await admin.post('/api/artists', { name: 'Old Act', bio: 'Retired.', status: 'archived' })).body.id
  ids.draft = (await admin.post('/api/artists?draft=true', { name: 'Not Yet', bio: 'Unannounced.' })).body.id
  expect(Object.values(ids).every((id) => id > 0)).toBe(true)
})

describe('an event line-up', () => {
  it('is kept in the order given and answered as ids; an event without one answers an empty list', async () => {
    const created = await editor.post('/api/events', event({ artists: [ids.ram, ids.sita] }))
    expect(created.status).toBe(201)
    expect(created.body.artists).toEqual([ids.ram, ids.sita])
    expect((await anonymous.get(`/api/events/${created.body.id}`)).body.artists).toEqual([ids.ram, ids.sita])
    const reordered = await editor.patch(`/api/events/${created.body.id}`, { artists: [ids.sita, ids.ram] })
    expect(reordered.body.artists).toEqual([ids.sita, ids.ram])
    // A PATCH that leaves the line-up out keeps it.
    expect((await editor.patch(`/api/events/${created.body.id}`, { capacity: 500 })).body.artists).toEqual([ids.sita, ids.ram])
    expect((await editor.patch(`/api/events/${created.body.id}`, { artists: [] })).body.artists).toEqual([])

    const plain = await editor.post('/api/events', event({ title: 'No Line-up' }))
    expect(plain.body.artists).toEqual([])
    const listed = (await anonymous.get('/api/events')).body as { id: number; artists: number[] }[]
    expect(listed.find((each) => each.id === plain.body.id)?.artists).toEqual([])
  })

  it('refuses, with 400 and the reason, an artist visitors cannot see, an unknown one, one named twice, and what is no list of ids', async () => {
    const cases: [unknown, RegExp][] = [
      [[ids.hidden], new RegExp(`No artist on the public site has the id ${ids.hidden}$`)],
      [[ids.draft], new RegExp(`No artist on the public site has the id ${ids.draft}$`)],
      [[ids.sita, 2_000_000_000], /No artist on the public site has the id 2000000000$/],
      [[ids.sita, ids.sita], /Name each artist once/],
      [['Sita Rai'], /by id/],
      [ids.sita, /list of artist ids/],
      [Array.from({ length: 31 }, (_, i) => i + 1), /at most 30/],
    ]
    for (const [artists, reason] of cases) {
      const answer = await editor.post('/api/events', event({ title: 'Refused', artists }))
      expect(answer.status, JSON.stringify(artists)).toBe(400)
      expect(reasonOf(answer.body), JSON.stringify(answer.body)).toMatch(reason)
    }
    expect(((await admin.get('/api/events')).body as { title: string }[]).some((each) => each.title === 'Refused')).toBe(false)
  })

  it('is refused the same through /cms-api, an id beyond 32 bits too', async () => {
    const answer = await editor.post('/cms-api/events', event({ title: 'Through Payload', artists: [ids.hidden] }))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(`No artist on the public site has the id ${ids.hidden}`)
    const huge = await editor.post('/cms-api/events', event({ title: 'Through Payload', artists: [2_147_483_648] }))
    expect(huge.status).toBe(400)
    expect(JSON.stringify(huge.body)).toContain('Name each artist by id')
  })

  it('keeps an artist archived after being added, and the event can still be edited', async () => {
    const artist = (await admin.post('/api/artists', { name: 'Soon Gone', bio: 'Touring.' })).body.id
    const created = await editor.post('/api/events', event({ title: 'Before the Break', artists: [artist, ids.sita] }))
    expect(created.status).toBe(201)
    expect((await admin.patch(`/api/artists/${artist}`, { status: 'archived' })).status).toBe(200)
    const edited = await editor.patch(`/api/events/${created.body.id}`, { title: 'After the Break' })
    expect(edited.status).toBe(200)
    expect(edited.body.artists).toEqual([artist, ids.sita])
  })

  it('goes with the artist: deleting an artist takes them off every line-up', async () => {
    const artist = (await admin.post('/api/artists', { name: 'Guest Drummer', bio: 'Drums.' })).body.id
    const created = await editor.post('/api/events', event({ title: 'With a Guest', artists: [ids.sita, artist] }))
    expect((await admin.delete(`/api/artists/${artist}`)).status).toBe(204)
    expect((await anonymous.get(`/api/events/${created.body.id}`)).body.artists).toEqual([ids.sita])
  })
})
