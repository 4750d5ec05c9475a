import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/tour-locations/{id}')
export const PATCH = handler('PATCH /api/tour-locations/{id}')
export const DELETE = handler('DELETE /api/tour-locations/{id}')
