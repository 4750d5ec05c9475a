import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/galleries/{id}')
export const PATCH = handler('PATCH /api/galleries/{id}')
export const DELETE = handler('DELETE /api/galleries/{id}')
