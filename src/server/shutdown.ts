import type { Pool, PoolClient } from 'pg'
import type { Payload } from 'payload'

/** How long the pool may take to close before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 5_000

let installed = false

/**
 * Graceful shutdown. On SIGTERM (or SIGINT) `next start` stops taking connections, lets the
 * requests in flight finish and then calls `process.exit`. Just before that exit, the database
 * pool is ended, so PostgreSQL sees every connection say goodbye instead of vanishing mid-session.
 * `scripts/with-db.mjs` stops the embedded PostgreSQL once the server has exited.
 *
 * When NEXT_MANUAL_SIG_HANDLE is set the operator handles signals: nothing is installed.
 */
export function closePoolOnShutdown(payload: Payload): void {
  if (installed || process.env.NEXT_MANUAL_SIG_HANDLE) return
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return
  installed = true

  const onSignal = () => {
    const exit = process.exit.bind(process)
    let exiting = false
    process.exit = ((code?: number | string | null) => {
      if (exiting) return
      exiting = true
      const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS, false).unref())
      Promise.race([endPool(pool).then(() => true), timeout])
        .then((closed) =>
          closed
            ? payload.logger.info('Database connections closed')
            : payload.logger.warn(`Database connections still open after ${CLOSE_TIMEOUT_MS / 1000} s: exiting anyway`),
        )
        .catch((error: unknown) => payload.logger.warn(`Closing the database connections failed: ${String(error)}`))
        .finally(() => exit(code ?? undefined))
    }) as typeof process.exit
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}

/**
 * Ends every connection of the pool with a proper goodbye. Payload's adapter checks out one
 * connection when it starts and never gives it back (@payloadcms/db-postgres, connect.js), so
 * `pool.end()` alone would wait for it forever: once the requests have finished, whatever is
 * still checked out is released, which during `end()` closes it.
 *
 * A request whose visitor hung up may still have a query running (`next start` waits for open
 * sockets, not for request handlers): closing its connection fails that query, and whoever holds
 * the connection then gives it back too. pg-pool throws on a second release, from a callback, so
 * the process would end on an uncaught exception: from here on a second release does nothing.
 */
async function endPool(pool: Pool): Promise<void> {
  const ended = pool.end()
  const checkedOut = (pool as Pool & { _clients?: PoolClient[] })._clients ?? []
  for (const client of [...checkedOut]) {
    // A client still connecting has never been checked out: pool.end() closes it.
    if (typeof client.release !== 'function') continue
    const release = client.release.bind(client)
    let released = false
    client.release = (error?: Error | boolean) => {
      if (released) return
      released = true
      release(error)
    }
    try {
      client.release()
    } catch {
      // idle in the pool, given back already: pool.end() closes it
    }
  }
  await ended
}
