import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/sponsorships/{id}/schedule')
export const POST = handler('POST /api/sponsorships/{id}/schedule')
