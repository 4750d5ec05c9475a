import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleOf, pgPoolOf, runWaitsBetween, takeUpAbandonedJobs, transactionOf } from '@/server/db/adapter'

import { localPayload, sql as testSql } from '../setup/api'

/**
 * What src/server/db/adapter.ts relies on inside Payload's PostgreSQL adapter, against the installed
 * Payload: an upgrade that renames or moves any of it fails here.
 */
describe("the database adapter's insides, as this Payload has them", () => {
  it("give a Drizzle instance, a pg pool and the connection of a request's transaction", async () => {
    const payload = await localPayload()
    expect((await drizzleOf(payload).execute(sql`SELECT 41 + 1 AS answer`)).rows).toEqual([{ answer: 42 }])
    const pool = pgPoolOf(payload)
    expect(typeof pool?.query).toBe('function')
    expect(typeof pool?.on).toBe('function')
    expect((await pool!.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])

    const req = await createLocalReq({}, payload)
    expect(await transactionOf(req)).toBeUndefined()
    await initTransaction(req)
    const session = await transactionOf(req)
    expect(session).toBeDefined()
    const [{ inside }] = (await session!.execute(sql`SELECT txid_current()::text AS inside`)).rows
    const [{ again }] = (await session!.execute(sql`SELECT txid_current()::text AS again`)).rows
    expect(again).toBe(inside)
    await commitTransaction(req)
  })

  it("read and write the jobs table's columns as Payload keeps them", async () => {
    const payload = await localPayload()
    const queued = await payload.jobs.queue({ task: 'event-alerts', input: {}, waitUntil: new Date(Date.now() + 3_600_000) })
    const waitUntil = new Date(String(queued.waitUntil))
    expect(await runWaitsBetween(drizzleOf(payload), 'event-alerts', new Date(waitUntil.getTime() - 1_000), new Date(waitUntil.getTime() + 1_000))).toBe(true)
    expect(await runWaitsBetween(drizzleOf(payload), 'event-alerts', new Date(waitUntil.getTime() + 5_000), new Date(waitUntil.getTime() + 9_000))).toBe(false)
    // Left "processing" 90 s ago by a runner that died: due again after a 60 s lease (the server's
    // own runner, meanwhile, waits out its 120 s).
    await testSql(`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '90 seconds' WHERE id = $1`, [queued.id])
    const pool = pgPoolOf(payload)!
    expect(await takeUpAbandonedJobs({ query: (text, values) => pool.query(text, values) }, 60)).toBeGreaterThanOrEqual(1)
    expect(await testSql(`SELECT processing FROM payload_jobs WHERE id = $1`, [queued.id])).toEqual([{ processing: false }])
    await payload.delete({ collection: 'payload-jobs', id: queued.id, overrideAccess: true })
  })
})
