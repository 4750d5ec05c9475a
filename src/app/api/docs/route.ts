import { handler } from '@/server/openapi/reference-routes'

export const GET = handler('GET /api/docs')
