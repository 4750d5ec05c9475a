import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/artists/{id}/schedule')
export const POST = handler('POST /api/artists/{id}/schedule')
