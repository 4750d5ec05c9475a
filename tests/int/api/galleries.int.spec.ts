import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

describe('galleries API', () => {
  it("requires eventName with 'Event name is required'", async () => {
    const answer = await admin.post('/api/galleries', { tags: ['live'] })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toContainEqual({ path: 'eventName', message: 'Event name is required' })
  })

  it('links a gallery to an event and sets the photo list with a follow-up PATCH', async () => {
    const event = await admin.post('/api/events', { title: 'Folk Night', date: '2026-02-01T12:00:00Z', venue: 'Hall', location: 'Kathmandu' })
    const created = await admin.post('/api/galleries', {
      eventId: event.body.id,
      eventName: 'Folk Night',
      eventDate: '2026-02-01',
      tags: ['folk'],
      photographerCredit: 'Anish',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ eventId: event.body.id, eventName: 'Folk Night', photos: [], tags: ['folk'] })

    const withPhotos = await admin.patch(`/api/galleries/${created.body.id}`, { photos: ['a.jpg', 'b.jpg'] })
    expect(withPhotos.body.photos).toEqual(['a.jpg', 'b.jpg'])
    const more = await admin.patch(`/api/galleries/${created.body.id}`, { photos: [...withPhotos.body.photos, 'c.jpg'] })
    expect(more.body.photos).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    expect(more.body.tags).toEqual(['folk'])
  })

  it('refuses a link to an event that does not exist', async () => {
    const answer = await admin.post('/api/galleries', { eventName: 'Ghost', eventId: 987654 })
    expect(answer.status).toBe(400)
  })

  it('lists galleries newest event date first, undated last', async () => {
    await admin.post('/api/galleries', { eventName: 'Undated' })
    await admin.post('/api/galleries', { eventName: 'Old', eventDate: '2020-01-01T00:00:00Z' })
    await admin.post('/api/galleries', { eventName: 'New', eventDate: '2030-01-01T00:00:00Z' })
    const names = (await anonymous.get('/api/galleries')).body.map((g: { eventName: string }) => g.eventName)
    expect(names.indexOf('New')).toBeLessThan(names.indexOf('Old'))
    expect(names[names.length - 1]).toBe('Undated')
  })

  it('refuses photos that are not a list of file names', async () => {
    const created = await admin.post('/api/galleries', { eventName: 'Bad photos' })
    const answer = await admin.patch(`/api/galleries/${created.body.id}`, { photos: [1, 2] })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].path).toBe('photos.0')
  })
})
