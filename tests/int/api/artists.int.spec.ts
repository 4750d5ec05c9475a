import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

describe('artists API', () => {
  it('creates an artist with the documented defaults and answers it', async () => {
    const created = await admin.post('/api/artists', { name: 'Aarohi Shrestha', bio: 'Indie pop from Kathmandu.' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: expect.any(Number), name: 'Aarohi Shrestha', status: 'active' })
    expect(new Date(created.body.createdAt).toISOString()).toBe(created.body.createdAt)

    const single = await anonymous.get(`/api/artists/${created.body.id}`)
    expect(single.status).toBe(200)
    expect(single.body).toMatchObject({ id: created.body.id, name: 'Aarohi Shrestha', bio: 'Indie pop from Kathmandu.' })
  })

  it('accepts socialLinks and mediaLinks as objects or JSON strings and answers objects', async () => {
    const created = await admin.post('/api/artists', {
      name: 'Kusum Limbu',
      bio: 'Folk storyteller.',
      socialLinks: JSON.stringify({ instagram: 'https://instagram.com/kusum', facebook: 'https://facebook.com/kusum' }),
      mediaLinks: { spotify: 'https://open.spotify.com/artist/kusum', youtube: 'https://youtube.com/@kusum' },
    })
    expect(created.status).toBe(201)
    expect(created.body.socialLinks).toEqual({ instagram: 'https://instagram.com/kusum', facebook: 'https://facebook.com/kusum' })
    expect(created.body.mediaLinks).toEqual({ spotify: 'https://open.spotify.com/artist/kusum', youtube: 'https://youtube.com/@kusum' })

    const updated = await admin.patch(`/api/artists/${created.body.id}`, {
      id: created.body.id,
      mediaLinks: '{"spotify":"https://open.spotify.com/artist/new"}',
    })
    expect(updated.status).toBe(200)
    expect(updated.body.mediaLinks).toEqual({ spotify: 'https://open.spotify.com/artist/new' })

    const broken = await admin.patch(`/api/artists/${created.body.id}`, { socialLinks: '{not json' })
    expect(broken.status).toBe(400)
    expect(broken.body.errors).toContainEqual({ path: 'socialLinks', message: 'Invalid JSON' })
  })

  it('requires name and bio, with field errors', async () => {
    const answer = await admin.post('/api/artists', { genre: 'Rock' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'bio', message: 'Bio is required' },
      ]),
    )
    const blank = await admin.post('/api/artists', { name: '   ', bio: 'x' })
    expect(blank.status).toBe(400)
  })

  it('refuses a status outside its enumeration and ignores unknown fields', async () => {
    const bad = await admin.post('/api/artists', { name: 'A', bio: 'B', status: 'deleted' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].path).toBe('status')

    const extra = await admin.post('/api/artists', { name: 'Extra', bio: 'B', hacker: true, id: 999 })
    expect(extra.status).toBe(201)
    expect(extra.body).not.toHaveProperty('hacker')
    expect(extra.body.id).not.toBe(999)
  })

  it('hides archived artists from anonymous visitors but not from staff', async () => {
    const archived = await admin.post('/api/artists', { name: 'The Ropeway Band', bio: 'On hiatus.', status: 'archived' })
    expect(archived.status).toBe(201)

    const publicList = await anonymous.get('/api/artists')
    expect(publicList.status).toBe(200)
    expect(publicList.body.map((a: { name: string }) => a.name)).not.toContain('The Ropeway Band')
    expect((await anonymous.get(`/api/artists/${archived.body.id}`)).status).toBe(404)

    const staffList = await admin.get('/api/artists')
    expect(staffList.body.map((a: { name: string }) => a.name)).toContain('The Ropeway Band')
  })

  it('lists artists as a plain array in creation order', async () => {
    const list = await admin.get('/api/artists')
    expect(Array.isArray(list.body)).toBe(true)
    const ids = list.body.map((a: { id: number }) => a.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('updates and deletes an artist', async () => {
    const created = await admin.post('/api/artists', { name: 'Temp', bio: 'Temporary.' })
    const updated = await admin.patch(`/api/artists/${created.body.id}`, { genre: 'Jazz', status: 'archived' })
    expect(updated.body).toMatchObject({ genre: 'Jazz', status: 'archived', name: 'Temp' })

    const removed = await admin.delete(`/api/artists/${created.body.id}`)
    expect(removed.status).toBe(204)
    expect((await admin.get(`/api/artists/${created.body.id}`)).status).toBe(404)
    expect((await admin.delete(`/api/artists/${created.body.id}`)).status).toBe(404)
  })
})
