import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/contact-messages')
export const POST = handler('POST /api/contact-messages')
