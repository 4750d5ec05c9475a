import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/tour-locations/{id}/versions/{versionId}/restore')
