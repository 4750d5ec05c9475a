import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/homepage-sections/{id}')
export const PATCH = handler('PATCH /api/homepage-sections/{id}')
export const DELETE = handler('DELETE /api/homepage-sections/{id}')
