import { type NextRequest, NextResponse } from 'next/server'

import { staffContentSecurityPolicy } from '@/lib/security-headers'
import { databaseOutageSuspected, isOutagePass, pageDuringOutage } from '@/server/database-outage'

const STAFF_PATH = /^\/(admin|cms)(\/|$)/

export async function proxy(request: NextRequest) {
  if (STAFF_PATH.test(request.nextUrl.pathname)) return withStaffPolicy(request)
  return publicPage(request)
}

/**
 * The staff screens (/admin, Payload's /cms) run only scripts carrying this request's nonce.
 * Next.js reads the nonce from the request's Content-Security-Policy and puts it on its scripts.
 * Public pages are cached whole and get their policy from next.config.ts instead.
 */
function withStaffPolicy(request: NextRequest) {
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

/** Public pages pass straight through, except while the database is away (src/server/database-outage.ts). */
async function publicPage(request: NextRequest) {
  const read = request.method === 'GET' || request.method === 'HEAD'
  if (!read || !databaseOutageSuspected() || isOutagePass(request)) return NextResponse.next()
  try {
    return await pageDuringOutage(request)
  } catch {
    return NextResponse.next()
  }
}

export const config = {
  // The staff screens, and the public pages of next.config.ts (their paths, and /public/...).
  matcher: [
    '/admin',
    '/admin/:path*',
    '/cms',
    '/cms/:path*',
    '/',
    '/artists',
    '/artist/:path*',
    '/tour',
    '/events',
    '/sponsorship',
    '/contact',
    '/public/:path*',
  ],
}
