import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/subscriptions/confirm')
