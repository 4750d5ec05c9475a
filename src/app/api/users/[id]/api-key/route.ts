import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/users/{id}/api-key')
export const DELETE = handler('DELETE /api/users/{id}/api-key')
