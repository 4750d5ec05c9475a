import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/galleries')
export const POST = handler('POST /api/galleries')
