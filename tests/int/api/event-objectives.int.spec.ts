import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession, sql } from '../../setup/api'

let admin: ApiClient

beforeAll(async () => {
  ;({ admin } = await freshSession())
})

async function createObjectives(count: number): Promise<number[]> {
  await sql('TRUNCATE event_objectives RESTART IDENTITY CASCADE')
  const ids: number[] = []
  for (let i = 1; i <= count; i++) {
    const answer = await admin.post('/api/event-objectives', { title: `Objective ${i}`, icon: '🎶', description: `Goal ${i}` })
    expect(answer.status).toBe(201)
    ids.push(answer.body.id)
  }
  return ids
}

const order = async () => (await anonymous.get('/api/event-objectives')).body.map((o: { id: number }) => o.id)
const move = (id: number, direction: string) => admin.post(`/api/event-objectives/${id}/move`, { direction })

describe('event objectives API', () => {
  it('creates objectives at the end of the list and answers id, title, icon, description', async () => {
    const ids = await createObjectives(3)
    const list = await anonymous.get('/api/event-objectives')
    expect(list.body.map((o: { id: number }) => o.id)).toEqual(ids)
    expect(list.body[0]).toMatchObject({ id: ids[0], title: 'Objective 1', icon: '🎶', description: 'Goal 1', position: 1 })
    expect(list.body[2].position).toBe(3)
  })

  it("requires a title with the message 'Title is required'", async () => {
    for (const body of [{}, { title: '' }, { icon: '⭐' }]) {
      const answer = await admin.post('/api/event-objectives', body)
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toContainEqual({ path: 'title', message: 'Title is required' })
    }
  })

  it('moves up and down; the first does not move up, the last not down', async () => {
    const ids = await createObjectives(3)
    await move(ids[1], 'up')
    expect(await order()).toEqual([ids[1], ids[0], ids[2]])
    await move(ids[1], 'up')
    expect(await order()).toEqual([ids[1], ids[0], ids[2]])
    await move(ids[2], 'down')
    expect(await order()).toEqual([ids[1], ids[0], ids[2]])
    await move(ids[0], 'down')
    expect(await order()).toEqual([ids[1], ids[2], ids[0]])
  })

  it('reorders objectives that share a position', async () => {
    const ids = await createObjectives(2)
    await admin.patch(`/api/event-objectives/${ids[1]}`, { position: 1 })
    expect(await order()).toEqual(ids)
    await move(ids[1], 'up')
    expect(await order()).toEqual([ids[1], ids[0]])
  })

  it("answers 404 'Objective not found' for an unknown id", async () => {
    await createObjectives(1)
    const answer = await move(4242, 'down')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Objective not found')
  })

  it('edits and deletes an objective', async () => {
    const ids = await createObjectives(2)
    const edited = await admin.patch(`/api/event-objectives/${ids[0]}`, { title: 'Grow new talent' })
    expect(edited.body.title).toBe('Grow new talent')
    expect((await admin.delete(`/api/event-objectives/${ids[0]}`)).status).toBe(204)
    expect(await order()).toEqual([ids[1]])
  })

  it('keeps a valid order under 20 concurrent moves', async () => {
    const ids = await createObjectives(4)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => move(ids[i % 4], i % 3 ? 'up' : 'down')))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const list = (await anonymous.get('/api/event-objectives')).body as { position: number; id: number }[]
    expect(list).toHaveLength(4)
    const positions = list.map((o) => o.position)
    expect(new Set(positions).size).toBe(4)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })
})
