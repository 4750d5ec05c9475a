import { beforeAll, describe, expect, it } from 'vitest'

import { anonymous, type ApiClient, freshSession, sql } from '../../setup/api'

/**
 * Payload's document locks (who is editing which record in the /cms panel) name the one who holds
 * them, whatever a body says (src/hooks/document-locks.ts).
 */
let admin: ApiClient
let editor: ApiClient
let adminId: number
let editorId: number
let artist: number

beforeAll(async () => {
  ;({ admin, editor } = await freshSession())
  adminId = (await admin.get('/api/auth/me')).body.id
  editorId = (await editor.get('/api/auth/me')).body.id
  artist = (await admin.post('/api/artists', { name: 'Locked Artist', bio: 'Plain' })).body.id
})

const LOCKS = '/cms-api/payload-locked-documents'
const holderOf = async (lock: number) =>
  (await sql<{ users_id: number }>('SELECT users_id FROM payload_locked_documents_rels WHERE parent_id = $1 AND users_id IS NOT NULL', [lock]))[0]?.users_id

describe('a document lock', () => {
  it("in another's name is refused with 403, and nothing is locked", async () => {
    await sql('TRUNCATE payload_locked_documents CASCADE')
    const forged = await editor.post(LOCKS, { document: { relationTo: 'artists', value: artist }, user: { relationTo: 'users', value: adminId } })
    expect(forged.status).toBe(403)
    expect(forged.body.errors[0].message).toMatch(/another's name/)
    expect(await sql('SELECT id FROM payload_locked_documents')).toEqual([])
  })

  it("names its caller: one that names no one, or the caller, is the caller's", async () => {
    for (const user of [undefined, { relationTo: 'users', value: editorId }]) {
      const made = await editor.post(LOCKS, { document: { relationTo: 'artists', value: artist }, ...(user ? { user } : {}) })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      expect(await holderOf(made.body.doc.id)).toBe(editorId)
    }
  })

  it("cannot be handed to another; taking one over makes it the caller's", async () => {
    const made = await admin.post(LOCKS, { document: { relationTo: 'artists', value: artist } })
    expect(made.status).toBe(201)
    const lock = made.body.doc.id
    expect((await editor.patch(`${LOCKS}/${lock}`, { user: { relationTo: 'users', value: adminId + 1000 } })).status).toBe(403)
    expect(await holderOf(lock)).toBe(adminId)
    // The /cms panel's take-over names the one who takes over.
    expect((await editor.patch(`${LOCKS}/${lock}`, { user: { relationTo: 'users', value: editorId } })).status).toBe(200)
    expect(await holderOf(lock)).toBe(editorId)
    expect((await anonymous.post(LOCKS, { document: { relationTo: 'artists', value: artist } })).status).toBe(403)
  })
})
