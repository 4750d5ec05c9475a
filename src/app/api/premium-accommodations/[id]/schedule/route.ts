import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/premium-accommodations/{id}/schedule')
export const POST = handler('POST /api/premium-accommodations/{id}/schedule')
