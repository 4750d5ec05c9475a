import { createHmac, timingSafeEqual } from 'node:crypto'

import { localizedHref } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'
import { readSecret, siteUrl } from '@/server/runtime/env'

/**
 * The links of the alert mails (docs/product.md#e-mail-alerts): confirming a sign-up, and an
 * address's preferences and one-click unsubscribe. A link carries the row it is about and a
 * signature of it made with the site's secret and the address's random `nonce`: it cannot be
 * guessed, and an address unsubscribed and signed up again (a new row) has new links.
 */

export type LinkKind = 'confirm' | 'manage'

const SIGNATURE_LENGTH = 32
const TOKEN = new RegExp(`^([1-9]\\d{0,9})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`)

const signature = (kind: LinkKind, id: number, nonce: string) =>
  createHmac('sha256', readSecret()).update(`alert-link:${kind}:${id}:${nonce}`).digest('base64url').slice(0, SIGNATURE_LENGTH)

/** A link's token: `{id}.{signature}`. */
export const linkToken = (kind: LinkKind, id: number, nonce: string) => `${id}.${signature(kind, id, nonce)}`

/** The row a token names and its signature, or null for text that is no token. */
export function tokenParts(token: string): { id: number; signed: string } | null {
  const match = TOKEN.exec(token)
  return match && Number(match[1]) <= 2_147_483_647 ? { id: Number(match[1]), signed: match[2] } : null
}

/** Whether a token's signature is the one of this row and nonce (compared in constant time). */
export function signedFor(kind: LinkKind, id: number, nonce: string, signed: string): boolean {
  const expected = Buffer.from(signature(kind, id, nonce))
  const given = Buffer.from(signed)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The alerts page in the subscriber's language, with a link's token. */
const alertsPage = (locale: Locale, query: Record<string, string>) => `${siteUrl()}${localizedHref('/alerts', locale)}?${new URLSearchParams(query)}`
export const confirmLink = (topicId: number, nonce: string, locale: Locale) => alertsPage(locale, { confirm: linkToken('confirm', topicId, nonce) })
export const manageLink = (subscriberId: number, nonce: string, locale: Locale) => alertsPage(locale, { manage: linkToken('manage', subscriberId, nonce) })
/** `List-Unsubscribe`'s address (RFC 8058): a POST there unsubscribes at once; a GET leads to the preferences page. */
export const unsubscribeLink = (subscriberId: number, nonce: string) =>
  `${siteUrl()}/api/subscriptions/unsubscribe?token=${linkToken('manage', subscriberId, nonce)}`
