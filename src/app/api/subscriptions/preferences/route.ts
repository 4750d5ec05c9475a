import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/subscriptions/preferences')
export const PATCH = handler('PATCH /api/subscriptions/preferences')
