import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/auth/reset-password')
