import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/sponsorships/{id}')
export const PATCH = handler('PATCH /api/sponsorships/{id}')
export const DELETE = handler('DELETE /api/sponsorships/{id}')
