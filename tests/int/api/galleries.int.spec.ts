import { readdirSync } from 'node:fs'

import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, baseUrl, freshSession, uploadPng } from '../../setup/api'

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
      photographerCredit: 'Sabina',
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

  it("keeps each photo's caption by its file name, and the photos in the order given", async () => {
    const created = await admin.post('/api/galleries', { eventName: 'Captioned Night' })
    expect(created.body.captions).toEqual({})
    const captioned = await admin.patch(`/api/galleries/${created.body.id}`, {
      photos: ['b.jpg', 'a.jpg'],
      captions: { 'a.jpg': 'The encore', 'b.jpg': 'Doors open' },
    })
    expect(captioned.status).toBe(200)
    expect(captioned.body).toMatchObject({ photos: ['b.jpg', 'a.jpg'], captions: { 'a.jpg': 'The encore', 'b.jpg': 'Doors open' } })
    // Read back as staff and as a visitor.
    expect((await admin.get(`/api/galleries/${created.body.id}`)).body.captions).toEqual({ 'a.jpg': 'The encore', 'b.jpg': 'Doors open' })
    expect((await anonymous.get(`/api/galleries/${created.body.id}`)).body).toMatchObject({ photos: ['b.jpg', 'a.jpg'], captions: { 'a.jpg': 'The encore' } })

    const tooLong = await admin.patch(`/api/galleries/${created.body.id}`, { captions: { 'a.jpg': 'x'.repeat(301) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toContainEqual(expect.objectContaining({ message: 'A caption has at most 300 characters' }))
    const notText = await admin.patch(`/api/galleries/${created.body.id}`, { captions: ['The encore'] })
    expect(notText.status).toBe(400)
  })

  it('refuses photos that are not a list of file names', async () => {
    const created = await admin.post('/api/galleries', { eventName: 'Bad photos' })
    const answer = await admin.patch(`/api/galleries/${created.body.id}`, { photos: [1, 2] })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].path).toBe('photos.0')
  })

  it('deletes, with a gallery, the uploaded photos no other record uses', async () => {
    const onlyHere = await uploadPng(admin, 'only-in-the-gallery.png')
    const shared = await uploadPng(admin, 'also-an-artist-photo.png')
    expect((await admin.post('/api/artists', { name: 'Keeps Her Photo', bio: 'Shared.', profilePhoto: shared })).status).toBe(201)
    const inADraft = await uploadPng(admin, 'only-in-a-draft.png')
    const gallery = await admin.post('/api/galleries', { eventName: 'Deleted Night' })
    expect((await admin.patch(`/api/galleries/${gallery.body.id}`, { photos: [onlyHere, shared] })).status).toBe(200)
    // A draft of changes with another photo, never published: it goes with the gallery too.
    expect((await admin.patch(`/api/galleries/${gallery.body.id}?draft=true`, { photos: [onlyHere, shared, inADraft] })).status).toBe(200)
    const file = (name: string) => fetch(`${baseUrl}/cms-api/media/file/${name}`).then((response) => response.status)
    expect(await file(onlyHere)).toBe(200)

    expect((await admin.delete(`/api/galleries/${gallery.body.id}`)).status).toBe(204)
    // The photos go once the deletion has committed: staff no longer see the upload.
    const uploads = async () => ((await admin.get('/cms-api/media?limit=100')).body.docs as { filename: string }[]).map((doc) => doc.filename)
    const deadline = Date.now() + 10_000
    while ((await uploads()).includes(onlyHere) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await uploads()).toEqual([shared])
    expect(await file(onlyHere)).toBe(404)
    expect(await file(shared)).toBe(200)
    // Gone from storage too, resized sizes included; the shared photo stays.
    const stored = readdirSync(process.env.MEDIA_DIR!)
    expect(stored.filter((name) => name.startsWith('only-in-the-gallery') || name.startsWith('only-in-a-draft'))).toEqual([])
    expect(await file(inADraft)).toBe(404)
    expect(stored).toContain(shared)
  })
})
