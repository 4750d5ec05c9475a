import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/sponsorships')
export const POST = handler('POST /api/sponsorships')
