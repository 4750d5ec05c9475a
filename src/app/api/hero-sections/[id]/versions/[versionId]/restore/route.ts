import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/hero-sections/{id}/versions/{versionId}/restore')
