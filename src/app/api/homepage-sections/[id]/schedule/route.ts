import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/homepage-sections/{id}/schedule')
export const POST = handler('POST /api/homepage-sections/{id}/schedule')
