import { NextResponse } from 'next/server'

/** Unknown API paths answer JSON, like every other API error. */
function notFound() {
  return NextResponse.json({ message: 'Not found' }, { status: 404 })
}

export const GET = notFound
export const POST = notFound
export const PATCH = notFound
export const PUT = notFound
export const DELETE = notFound
