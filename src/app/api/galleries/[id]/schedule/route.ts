import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/galleries/{id}/schedule')
export const POST = handler('POST /api/galleries/{id}/schedule')
