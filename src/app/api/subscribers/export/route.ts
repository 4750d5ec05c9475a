import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/subscribers/export')
