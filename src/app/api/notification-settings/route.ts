import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/notification-settings')
export const PATCH = handler('PATCH /api/notification-settings')
