import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/premium-accommodations/{id}')
export const PATCH = handler('PATCH /api/premium-accommodations/{id}')
export const DELETE = handler('DELETE /api/premium-accommodations/{id}')
