/**
 * The integration tests run their files side by side, one per Vitest worker (INT_WORKERS, 3 by
 * default). Each worker has a slot of its own: a production server on a database of its own, a
 * media folder, and a block of 50 ports from which every server a file starts takes its port, so
 * files in two workers never meet (docs/testing.md#test-databases-and-ports).
 */

/** How many integration files run at once, each against its worker's own server. */
export const INT_WORKERS = (() => {
  const workers = Number(process.env.INT_WORKERS ?? 3)
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`INT_WORKERS must be a whole number from 1 on, not "${process.env.INT_WORKERS}"`)
  return workers
})()

/** Ports within a worker's block: what a test file starts takes its port from here. */
export const PORT_OFFSET = {
  /** The worker's own server; +2 to +4 are the second instances files start beside it. */
  server: 0,
  /** Varnish, then the instances of the cluster behind it on the next two ports, then nginx (+3). */
  sharedCache: 5,
  lifecycle: 10,
  s3: 12,
  startup: 15,
  plans: 18,
  /** nginx, then the cluster's instances on the next ports (with Varnish installed: Varnish, the instances, nginx +3). */
  cluster: 20,
  // A server on port p sends its mail to p + 25 (smtp-peer.ts): 25 to 47 are taken by those.
} as const

const BLOCK = 50

/** The first port of worker `slot`'s block (slots count from 1, as VITEST_POOL_ID does). */
export function slotPort(slot: number, offset: number): number {
  return Number(process.env.TEST_PORT ?? 3100) + BLOCK * (slot - 1) + offset
}

/** A worker's server (its address, database and media folder) and the file it prints to. */
export type Slot = { baseUrl: string; databaseUrl: string; mediaDir: string; logFile: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, in the order of their numbers (tests/setup/global-setup.ts). */
    slots: Slot[]
    secret: string
  }
}
