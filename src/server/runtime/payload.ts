import { getPayload, type Payload } from 'payload'

import { pgPoolOf } from '@/server/db/adapter'
import { reportDatabaseUnreachable } from '@/server/db/outage'
import config from '@payload-config'

/** The one Payload instance of this process (Payload caches it, and retries a failed start). */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  survivePoolErrors(payload)
  return payload
}

const watchedPools = new WeakSet<object>()

/**
 * pg's pool raises an 'error' event when an idle connection dies (the database restarted): with
 * no listener that would end the process. With one, the dead connection is dropped, requests
 * meanwhile answer 503 (src/server/http/errors.ts, src/server/db/outage.ts) and the next
 * query after the database is back opens a fresh connection.
 */
function survivePoolErrors(payload: Payload): void {
  const pool = pgPoolOf(payload)
  if (!pool || watchedPools.has(pool)) return
  watchedPools.add(pool)
  pool.on('error', (error: Error) => {
    reportDatabaseUnreachable()
    payload.logger.warn(`Database connection lost: ${error.message}`)
  })
}
