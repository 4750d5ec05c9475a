import { randomBytes } from 'node:crypto'

import { StartupError } from '@/server/runtime/startup-error'

/** Settings read from the environment, each in one place. */

export function siteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

/**
 * Origins whose browser requests may use the session cookie (Payload's CSRF allowlist):
 * SITE_URL, or on a local machine both names of the loopback address.
 */
export function trustedOrigins(): string[] {
  if (process.env.SITE_URL) return [siteUrl()]
  const port = process.env.PORT ?? 3000
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

/**
 * PAYLOAD_SECRET signs sessions. The embedded default keeps a generated one in .data/
 * (scripts/with-db.mjs); a real deployment must set it.
 */
export function readSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET is required in production: set it to a long random string.')
  }
  // Development and build only: a per-process secret (sessions end when the process does), kept
  // in the environment so that both builds of the process (the edge's and Next.js's) use it.
  developmentSecret ??= randomBytes(32).toString('hex')
  process.env.PAYLOAD_SECRET = developmentSecret
  return developmentSecret
}

let developmentSecret: string | undefined

/**
 * A setting that is a whole number in a range (JOBS_POLL_MS, ALERTS_DELAY_SECONDS): its default
 * when unset or empty; anything else stops start-up with a message naming the setting.
 */
export function wholeNumberSetting(name: string, value: string | undefined, fallback: number, [least, most]: readonly [number, number], unit: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!/^\d+$/.test(value.trim()) || number < least || number > most) {
    throw new StartupError(`${name} must be a whole number of ${unit} from ${least} to ${most} (it is ${JSON.stringify(value)}).`)
  }
  return number
}
