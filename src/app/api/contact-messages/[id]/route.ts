import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/contact-messages/{id}')
export const PATCH = handler('PATCH /api/contact-messages/{id}')
export const DELETE = handler('DELETE /api/contact-messages/{id}')
