import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/events/{id}/schedule')
export const POST = handler('POST /api/events/{id}/schedule')
