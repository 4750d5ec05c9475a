import { inject } from 'vitest'

import { slotPort } from './slots'

/** This worker's slot (tests/setup/slots.ts): Vitest numbers its workers from 1. */
const index = Number(process.env.VITEST_POOL_ID ?? 1)
const slot = inject('slots')[index - 1]
if (!slot) throw new Error(`No test server for Vitest worker ${index}: the global setup started ${inject('slots').length} (INT_WORKERS)`)

/** This worker's own production server, its database, its media folder and the file it prints to. */
export const { baseUrl, databaseUrl, mediaDir, logFile } = slot

/** A port of this worker's block (PORT_OFFSET in slots.ts), for a server a test file starts. */
export const workerPort = (offset: number) => slotPort(index, offset)
