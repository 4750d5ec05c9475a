import { type NextRequest, NextResponse } from 'next/server'

import { staffContentSecurityPolicy } from '@/server/edge/security-headers'

/**
 * The staff screens (/admin, Payload's /cms) run only scripts carrying this request's nonce.
 * Next.js reads the nonce from the request's Content-Security-Policy and puts it on its scripts.
 * Public pages are cached whole and get their policy from next.config.ts instead.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID())
  const policy = staffContentSecurityPolicy({
    https: (process.env.SITE_URL ?? '').startsWith('https://'),
    nonce,
    development: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/cms', '/cms/:path*'],
}
