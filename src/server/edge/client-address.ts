import type { IncomingMessage } from 'node:http'

/**
 * The address of the client a request comes from, for rate limits. The edge sets it on every
 * request (replacing whatever a client sent under that name); the app reads it
 * (src/server/http/request.ts).
 *
 * `X-Forwarded-For` is trusted for exactly TRUSTED_PROXY_HOPS proxies in front of the app (0 by
 * default: the socket's address, since a client talking straight to the app can write any
 * X-Forwarded-For it likes). Each trusted proxy appends the address it got the request from, so
 * with N hops the client is the Nth address from the end of the chain that ends with the socket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** TRUSTED_PROXY_HOPS, a whole number (0 when unset). */
export function trustedProxyHops(raw = process.env.TRUSTED_PROXY_HOPS): number {
  if (raw === undefined || raw.trim() === '') return 0
  if (!/^\d{1,2}$/.test(raw.trim())) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies (got "${raw}")`)
  return Number(raw)
}

/** An IPv4 address as the socket gives it on a dual-stack server (`::ffff:1.2.3.4`) is `1.2.3.4`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

export function clientAddressOf(req: IncomingMessage, hops: number): string {
  const socketAddress = plain(req.socket.remoteAddress ?? 'unknown')
  if (hops === 0) return socketAddress
  const header = req.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = [...forwarded, socketAddress]
  return plain(chain[Math.max(0, chain.length - 1 - hops)])
}
