import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/events/{id}')
export const PATCH = handler('PATCH /api/events/{id}')
export const DELETE = handler('DELETE /api/events/{id}')
