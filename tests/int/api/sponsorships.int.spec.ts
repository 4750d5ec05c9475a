import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession, sql } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

async function createPackages(priorities: (number | undefined)[]) {
  await sql('TRUNCATE sponsorships RESTART IDENTITY CASCADE')
  const ids: number[] = []
  for (const [index, priority] of priorities.entries()) {
    const body = { packageName: `Package ${index + 1}`, ...(priority === undefined ? {} : { priority }) }
    const answer = await admin.post('/api/sponsorships', body)
    expect(answer.status).toBe(201)
    ids.push(answer.body.id)
  }
  return ids
}

const order = async () => (await admin.get('/api/sponsorships')).body.map((p: { id: number }) => p.id)
const move = (id: number, direction: string) => admin.post(`/api/sponsorships/${id}/move`, { direction })

describe('sponsorships API', () => {
  it('creates a package with defaults: priority 0, public, no benefits', async () => {
    const created = await admin.post('/api/sponsorships', { packageName: 'Gold' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ packageName: 'Gold', priority: 0, visibility: 'public', benefits: [] })
  })

  it('accepts benefits as a JSON string and answers a list', async () => {
    const created = await admin.post('/api/sponsorships', {
      packageName: 'Silver',
      benefits: '["Logo on posters","4 VIP passes"]',
      priority: '2',
    })
    expect(created.status).toBe(201)
    expect(created.body.benefits).toEqual(['Logo on posters', '4 VIP passes'])
    expect(created.body.priority).toBe(2)
  })

  it('refuses a non-integer or out-of-range priority', async () => {
    for (const priority of [1.5, 2 ** 31, 'high']) {
      const answer = await admin.post('/api/sponsorships', { packageName: 'Bad', priority })
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0].path).toBe('priority')
    }
  })

  it('never shows internal packages to anonymous visitors', async () => {
    const internal = await admin.post('/api/sponsorships', { packageName: 'Secret', visibility: 'internal' })
    const list = await anonymous.get('/api/sponsorships')
    expect(list.body.map((p: { packageName: string }) => p.packageName)).not.toContain('Secret')
    expect((await anonymous.get(`/api/sponsorships/${internal.body.id}`)).status).toBe(404)
    expect((await admin.get(`/api/sponsorships/${internal.body.id}`)).status).toBe(200)
  })
})

describe('sponsorship order and moves', () => {
  beforeEach(async () => {
    await sql('TRUNCATE rate_limits')
  })

  it('lists by priority ascending, ties oldest first', async () => {
    const ids = await createPackages([3, 1, 2, 1])
    expect(await order()).toEqual([ids[1], ids[3], ids[2], ids[0]])
  })

  it('moves up and down by swapping with the neighbour', async () => {
    const ids = await createPackages([1, 2, 3])
    const up = await move(ids[2], 'up')
    expect(up.status).toBe(200)
    expect(up.body.map((p: { id: number }) => p.id)).toEqual([ids[0], ids[2], ids[1]])
    expect(up.body.map((p: { priority: number }) => p.priority)).toEqual([1, 2, 3])
    await move(ids[0], 'down')
    expect(await order()).toEqual([ids[2], ids[0], ids[1]])
  })

  it('changes nothing at either end', async () => {
    const ids = await createPackages([1, 2, 3])
    expect((await move(ids[0], 'up')).status).toBe(200)
    expect((await move(ids[2], 'down')).status).toBe(200)
    expect(await order()).toEqual(ids)
  })

  it('visibly reorders neighbours that share a priority', async () => {
    const ids = await createPackages([0, 0, 0])
    await move(ids[2], 'up')
    expect(await order()).toEqual([ids[0], ids[2], ids[1]])
    await move(ids[2], 'up')
    expect(await order()).toEqual([ids[2], ids[0], ids[1]])
  })

  it('answers 404 Sponsorship not found for an unknown id and 400 for a bad direction', async () => {
    await createPackages([1])
    const missing = await move(9999, 'up')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ message: 'Sponsorship not found' })
    const sideways = await admin.post('/api/sponsorships/1/move', { direction: 'sideways' })
    expect(sideways.status).toBe(400)
  })

  it('still supports the documented two-PATCH priority swap', async () => {
    const ids = await createPackages([1, 2])
    await Promise.all([admin.patch(`/api/sponsorships/${ids[0]}`, { priority: 2 }), admin.patch(`/api/sponsorships/${ids[1]}`, { priority: 1 })])
    expect(await order()).toEqual([ids[1], ids[0]])
  })

  it('keeps a valid order under 20 concurrent moves', async () => {
    const ids = await createPackages([1, 2, 3, 4, 5])
    const moves = Array.from({ length: 20 }, (_, i) => move(ids[i % ids.length], i % 2 ? 'up' : 'down'))
    const answers = await Promise.all(moves)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const list = (await admin.get('/api/sponsorships')).body as { id: number; priority: number }[]
    expect(list.map((p) => p.id).sort()).toEqual([...ids].sort())
    const priorities = list.map((p) => p.priority)
    expect(new Set(priorities).size).toBe(priorities.length)
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
  })

  it('needs a signed-in user to move', async () => {
    const ids = await createPackages([1, 2])
    const answer = await anonymous.post(`/api/sponsorships/${ids[1]}/move`, { direction: 'up' })
    expect(answer.status).toBe(401)
    expect(await order()).toEqual(ids)
  })
})
