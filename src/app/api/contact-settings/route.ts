import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/contact-settings')
export const PATCH = handler('PATCH /api/contact-settings')
