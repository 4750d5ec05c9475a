import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/hero-sections/{id}')
export const PATCH = handler('PATCH /api/hero-sections/{id}')
export const DELETE = handler('DELETE /api/hero-sections/{id}')
