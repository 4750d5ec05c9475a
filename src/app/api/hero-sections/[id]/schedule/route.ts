import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/hero-sections/{id}/schedule')
export const POST = handler('POST /api/hero-sections/{id}/schedule')
