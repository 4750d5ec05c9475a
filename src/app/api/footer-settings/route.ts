import { handler } from '@/server/api/routes'

export const GET = handler('GET /api/footer-settings')
export const PATCH = handler('PATCH /api/footer-settings')
