import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Himalayan Nights',
  date: '2027-03-14T13:15:00.000Z',
  venue: 'Bagmati Riverside Grounds',
  location: 'Kathmandu, Nepal',
  ...overrides,
})

describe('events API', () => {
  it('creates an event with defaults: concert, upcoming, Asia/Kathmandu', async () => {
    const created = await admin.post('/api/events', event())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      title: 'Himalayan Nights',
      date: '2027-03-14T13:15:00.000Z',
      eventType: 'concert',
      status: 'upcoming',
      timezone: 'Asia/Kathmandu',
      capacity: null,
    })
  })

  it('keeps a venue time zone and any ISO date-time as one instant', async () => {
    const created = await admin.post('/api/events', event({ date: '2027-05-01T19:30:00-04:00', timezone: 'America/Toronto', eventType: 'tour' }))
    expect(created.status).toBe(201)
    expect(created.body.date).toBe('2027-05-01T23:30:00.000Z')
    expect(created.body.timezone).toBe('America/Toronto')
  })

  it('requires title, date, venue and location', async () => {
    const answer = await admin.post('/api/events', {})
    expect(answer.status).toBe(400)
    const paths = answer.body.errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(expect.arrayContaining(['title', 'date', 'venue', 'location']))
  })

  it('refuses bad dates, time zones, enumerations and capacities', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ date: 'not a date' }, 'date', 'Invalid date'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Invalid time zone'],
      [{ eventType: 'party' }, 'eventType'],
      [{ status: 'cancelled' }, 'status'],
      [{ capacity: 12.5 }, 'capacity'],
      [{ capacity: 3_000_000_000 }, 'capacity'],
      [{ capacity: 'many' }, 'capacity'],
    ]
    for (const [overrides, path, message] of cases) {
      const answer = await admin.post('/api/events', event(overrides))
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      expect(answer.body.errors[0].path).toBe(path)
      if (message) expect(answer.body.errors[0].message).toBe(message)
    }
  })

  it('lists events by date ascending', async () => {
    await admin.post('/api/events', event({ title: 'Late', date: '2028-01-01T00:00:00Z' }))
    await admin.post('/api/events', event({ title: 'Early', date: '2026-01-01T00:00:00Z' }))
    const list = await anonymous.get('/api/events')
    const dates = list.body.map((e: { date: string }) => e.date)
    expect(dates).toEqual([...dates].sort())
    expect(list.body[0].title).toBe('Early')
  })

  it('updates capacity and clears it with null', async () => {
    const created = await admin.post('/api/events', event({ capacity: 500 }))
    expect(created.body.capacity).toBe(500)
    const updated = await admin.patch(`/api/events/${created.body.id}`, { capacity: null, status: 'past' })
    expect(updated.body).toMatchObject({ capacity: null, status: 'past', title: 'Himalayan Nights' })
  })
})
