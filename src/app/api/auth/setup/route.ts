import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/auth/setup')
export const POST = handler('POST /api/auth/setup')
