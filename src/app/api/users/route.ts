import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/users')
export const POST = handler('POST /api/users')
