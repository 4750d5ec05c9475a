import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient
let editor: ApiClient

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
})

type Package = { id: number; priority: number; packageName: string; description: string; benefits: string[]; image: string }

// Each edit changes one field of one package, and no two edits change the same field of the same
// package: after the storm every one of them must still be there.
const FIELDS = ['packageName', 'description', 'benefits', 'image'] as const
const editValue = (field: (typeof FIELDS)[number], n: number) => (field === 'benefits' ? [`Benefit ${n}`] : `${field} ${n}`)

describe('concurrent writes', () => {
  it('50 moves and 50 edits at once on the same packages leave a consistent order and lose no field', async () => {
    const ids: number[] = []
    for (let i = 0; i < 13; i++) {
      const created = await admin.post('/api/sponsorships', {
        packageName: `Package ${i}`,
        description: 'original',
        benefits: ['original'],
        image: 'original.png',
        priority: i,
      })
      expect(created.status).toBe(201)
      ids.push(created.body.id)
    }
    const edits = Array.from({ length: 50 }, (_, n) => ({ id: ids[n % ids.length], field: FIELDS[Math.floor(n / ids.length)], n }))
    const moves = Array.from({ length: 50 }, (_, n) => ({ id: ids[(n * 7) % ids.length], direction: n % 3 ? 'up' : 'down' }))
    const writer = (n: number) => (n % 2 ? admin : editor)

    const answers = await Promise.all([
      ...edits.map(({ id, field, n }) => writer(n).patch(`/api/sponsorships/${id}`, { [field]: editValue(field, n) })),
      ...moves.map(({ id, direction }, n) => writer(n).post(`/api/sponsorships/${id}/move`, { direction })),
    ])
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))

    const list = (await admin.get('/api/sponsorships')).body as Package[]
    expect(list.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids)
    const priorities = list.map((p) => p.priority)
    expect(new Set(priorities).size).toBe(priorities.length)
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
    const byId = new Map(list.map((p) => [p.id, p]))
    for (const { id, field, n } of edits) expect(byId.get(id)![field], `${field} of package ${id}`).toEqual(editValue(field, n))
  })

  it('50 edits at once of different fields of one event keep every one', async () => {
    const event = await admin.post('/api/events', {
      title: 'Original',
      date: '2030-05-01T18:00:00.000Z',
      location: 'Kathmandu, Nepal',
      venue: 'Hall',
      description: 'original',
    })
    expect(event.status).toBe(201)
    const fields = ['title', 'location', 'venue', 'description', 'ticketLink'] as const
    const value = (field: (typeof fields)[number], n: number) => (field === 'ticketLink' ? `https://tickets.example/${n}` : `${field} ${n}`)
    // Ten rounds of the five fields: the last round's values are the ones that must remain.
    const rounds = Array.from({ length: 10 }, (_, round) => fields.map((field) => ({ field, n: round })))
    for (const round of rounds) {
      const answers = await Promise.all(round.map(({ field, n }) => admin.patch(`/api/events/${event.body.id}`, { [field]: value(field, n) })))
      expect(answers.map((a) => a.status)).toEqual(round.map(() => 200))
    }
    const stored = (await admin.get(`/api/events/${event.body.id}`)).body
    for (const field of fields) expect(stored[field], field).toBe(value(field, 9))
  })
})
