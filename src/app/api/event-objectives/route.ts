import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/event-objectives')
export const POST = handler('POST /api/event-objectives')
