import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/events')
export const POST = handler('POST /api/events')
