import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/users/{id}')
export const PATCH = handler('PATCH /api/users/{id}')
export const DELETE = handler('DELETE /api/users/{id}')
