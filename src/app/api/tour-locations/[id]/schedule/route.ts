import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/tour-locations/{id}/schedule')
export const POST = handler('POST /api/tour-locations/{id}/schedule')
