import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/tour-locations')
export const POST = handler('POST /api/tour-locations')
