import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/events/{id}/versions/{versionId}/restore')
