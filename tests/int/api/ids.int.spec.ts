import { beforeAll, describe, expect, it } from 'vitest'

import { type ApiClient, freshSession } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

const ITEM_ROUTES = [
  'artists',
  'events',
  'sponsorships',
  'galleries',
  'event-objectives',
  'hero-sections',
  'tour-locations',
  'homepage-sections',
  'premium-accommodations',
  'contact-messages',
  'users',
]
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999', '2147483648', '1e3', '%20']

describe('ids that name no record', () => {
  it('answer 404 JSON, never 500, for GET, PATCH and DELETE', async () => {
    let tried = 0
    for (const slug of ITEM_ROUTES) {
      for (const id of [...BAD_IDS, '424242']) {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const answer = await admin.request(method, `/api/${slug}/${id}`, method === 'PATCH' ? {} : undefined)
          expect(answer.status, `${method} /api/${slug}/${id}`).toBe(404)
          expect(typeof answer.body.message).toBe('string')
          tried++
        }
      }
    }
    for (const id of BAD_IDS) {
      expect((await admin.post(`/api/sponsorships/${id}/move`, { direction: 'up' })).body.message).toBe('Sponsorship not found')
      expect((await admin.post(`/api/event-objectives/${id}/move`, { direction: 'up' })).body.message).toBe('Objective not found')
    }
    console.log(`malformed ids tried: ${tried}`)
  })
})

describe('bodies that are not JSON objects', () => {
  it('answer 400 JSON with a clear message', async () => {
    const cases: [string, RequestInit['headers']][] = [
      ['{"name": ', { 'Content-Type': 'application/json' }],
      ['[1,2,3]', { 'Content-Type': 'application/json' }],
      ['null', { 'Content-Type': 'application/json' }],
      ['name=x', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ]
    for (const [body, headers] of cases) {
      const answer = await admin.request('POST', '/api/artists', body, { headers })
      expect(answer.status, body).toBe(400)
      expect(answer.body.message).toMatch(/JSON/)
    }
  })

  it('answers 413 for a body over 1 MB', async () => {
    const answer = await admin.post('/api/artists', { name: 'Big', bio: 'x'.repeat(1_100_000) })
    expect(answer.status).toBe(413)
  })
})
