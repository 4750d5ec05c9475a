import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/artists/{id}')
export const PATCH = handler('PATCH /api/artists/{id}')
export const DELETE = handler('DELETE /api/artists/{id}')
