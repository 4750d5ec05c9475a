import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/artists/{id}/versions/{versionId}/restore')
