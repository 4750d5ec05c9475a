import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/event-objectives/{id}')
export const PATCH = handler('PATCH /api/event-objectives/{id}')
export const DELETE = handler('DELETE /api/event-objectives/{id}')
