import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/subscriptions/unsubscribe')
export const POST = handler('POST /api/subscriptions/unsubscribe')
