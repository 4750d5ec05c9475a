import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/hero-sections')
export const POST = handler('POST /api/hero-sections')
