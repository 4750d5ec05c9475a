import { createHmac, timingSafeEqual } from 'node:crypto'

import { readSecret } from '@/server/runtime/env'

/**
 * What makes spam expensive without a puzzle for people (docs/product.md#spam): the site's contact
 * form carries a field people never see (a honeypot: bots fill every field) and a time stamp the
 * server signed when the form was opened (people take more than a few seconds to write). A
 * submission that fills the one or comes back under `MIN_FILL_MS` after the other is kept, flagged
 * as spam, and not notified; its sender is told "Message Sent" all the same. A call without either
 * field is the API's documented contract and is never judged by their absence.
 */

export const MIN_FILL_MS = 3_000

const sign = (issuedAt: string) => createHmac('sha256', readSecret()).update(`contact-form:${issuedAt}`).digest('base64url')

/** A signed stamp of when the form was opened (GET /api/contact-messages/form-token). */
export function formToken(now = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${sign(issuedAt)}`
}

/** When a stamp this server signed was made, or null for one it did not sign. */
function issuedAt(token: string): number | null {
  const [time, signature = ''] = token.split('.')
  if (!/^\d{13}$/.test(time ?? '')) return null
  const expected = Buffer.from(sign(time))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(time) : null
}

/** Whether a form's submission is spam: the honeypot filled, a forged stamp, or a form sent too fast. */
export function isSpam({ website, formToken: token }: { website?: string; formToken?: string }, now = Date.now()): boolean {
  if (website?.trim()) return true
  if (token === undefined) return false
  const opened = issuedAt(token)
  return opened === null || now - opened < MIN_FILL_MS
}
