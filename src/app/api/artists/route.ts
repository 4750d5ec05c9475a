import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/artists')
export const POST = handler('POST /api/artists')
