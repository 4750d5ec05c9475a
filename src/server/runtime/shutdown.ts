import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { pgPoolOf } from '@/server/db/adapter'
import { processWide } from '@/server/runtime/process-state'

/**
 * Graceful shutdown. On SIGTERM (or SIGINT) the server (server.ts) stops taking connections, lets
 * the requests in flight finish, and then runs the tasks registered here before the process
 * exits; `scripts/with-db.mjs` stops the embedded PostgreSQL once the server has exited.
 * Tasks are registered by code that Next.js loads (src/server/runtime/startup.ts) and run by the server,
 * hence one list for the process.
 */

type Task = () => Promise<void>

const tasks = processWide<Task[]>('shutdown-tasks', () => [])

/** How long closing the database connections may take before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 5_000

export function onShutdown(task: Task): void {
  tasks.push(task)
}

/**
 * Runs every registered task, the last registered first (what started later, such as the jobs
 * runner, stops before what it depends on, such as the database connections, closes); a failing
 * one does not stop the others.
 */
export async function runShutdownTasks(): Promise<void> {
  for (const task of [...tasks].reverse()) await task().catch(() => {})
}

/** Closes Payload's connection pool when the process stops, so PostgreSQL records no abandoned session. */
export function closeDatabaseOnShutdown(payload: Payload): void {
  const pool = pgPoolOf(payload)
  if (!pool) return
  onShutdown(async () => {
    const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS, false).unref())
    const closed = await Promise.race([closePool(pool).then(() => true), timeout]).catch((error: unknown) => {
      payload.logger.warn(`Closing the database connections failed: ${String(error)}`)
      return true
    })
    if (closed) payload.logger.info('Database connections closed')
    else payload.logger.warn(`Database connections still open after ${CLOSE_TIMEOUT_MS / 1000} s: exiting anyway`)
  })
}

type PoolInsides = Pool & { _clients?: PoolClient[]; _idle?: { client: PoolClient }[] }
type ClientInsides = PoolClient & { _ended?: boolean; end: () => Promise<void> }

/**
 * Ends every connection of the pool with a proper goodbye. The pool closes its idle connections
 * itself; a connection still checked out is closed directly: Payload's adapter keeps one checked
 * out for good (@payloadcms/db-postgres, connect.js), and a request whose visitor hung up may
 * still be running a query (its handler was given up on after the grace period). Closing the
 * connection fails that query, whose owner then gives the connection back once, as usual.
 */
async function closePool(pool: PoolInsides): Promise<void> {
  // A connection that died earlier (the database went away) has nothing left to close.
  const clients = ((pool._clients ?? []) as ClientInsides[]).filter((client) => !client._ended)
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  const ended = clients.map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())))
  void pool.end().catch(() => {})
  for (const client of clients) {
    if (idle.has(client)) continue
    client.on('error', () => {}) // the query it was running fails: expected now
    void client.end().catch(() => {})
  }
  await Promise.all(ended)
}
