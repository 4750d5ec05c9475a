import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/premium-accommodations')
export const POST = handler('POST /api/premium-accommodations')
