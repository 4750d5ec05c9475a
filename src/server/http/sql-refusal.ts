/**
 * PostgreSQL's own refusals of a write (a constraint, a value that does not fit its column) are
 * the client's fault, not the server's: what both doors answer for them, /api
 * (src/server/http/errors.ts) and Payload's REST at /cms-api (src/hooks/well-formed-data.ts).
 */

export type SqlRefusal = { status: 400 | 409; message: string }

/** The SQLSTATE of an error or of one of its causes (drizzle wraps the driver's). */
function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth++) {
    const { code } = current as { code?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

/** The answer to a write PostgreSQL refused, or null for any other error. */
export function sqlRefusal(error: unknown): SqlRefusal | null {
  const code = sqlState(error)
  if (code === '23503') return { status: 400, message: 'A linked record does not exist.' }
  if (code === '23505') return { status: 409, message: 'A record with this value already exists.' }
  // A CHECK constraint, or a data exception (class 22: out of range, malformed, a NUL character).
  if (code === '23514' || code?.startsWith('22')) return { status: 400, message: 'Invalid input' }
  return null
}
