import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/homepage-sections/{id}/versions/{versionId}/restore')
