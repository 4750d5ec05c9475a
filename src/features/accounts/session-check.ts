import { AsyncLocalStorage } from 'node:async_hooks'

import { processWide } from '@/server/runtime/process-state'

/**
 * Whether the session a request carries could be checked at all. Payload's sign-in strategies
 * swallow every error and answer "nobody", so a signed-in request that arrives while PostgreSQL is
 * away would be judged signed out: 401 on the API, a redirect to the login screen on /admin and
 * /cms, `{ user: null }` from /cms-api/users/me, which sends a staff member back to the login screen
 * mid-edit. Instead, the edge (src/server/edge/index.ts) gives every request that carries
 * credentials a check of its own; the session strategy (src/features/accounts/sign-in.ts) marks it when it
 * found the database unreachable; and the edge's response (src/server/edge/response.ts) then
 * answers 503 with Retry-After on every door, whatever the route meant to say.
 */
export type SessionCheck = { uncheckable: boolean }

// One store for the whole process, whichever bundle (the server's, Next.js's) loaded this module.
const storage = processWide('session-check', () => new AsyncLocalStorage<SessionCheck>())

/** Runs the handling of one request with its session check. */
export function withSessionCheck<T>(check: SessionCheck, handle: () => T): T {
  return storage.run(check, handle)
}

/** Called when the session of the request being handled cannot be checked (database away). */
export function reportSessionUncheckable(): void {
  const check = storage.getStore()
  if (check) check.uncheckable = true
}

/** Whether the session of the request being handled could not be checked. */
export function sessionUncheckable(): boolean {
  return storage.getStore()?.uncheckable ?? false
}
