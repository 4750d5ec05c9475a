import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/contact-messages/{id}/notify')
