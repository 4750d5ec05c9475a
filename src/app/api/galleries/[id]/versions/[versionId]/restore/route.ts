import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/galleries/{id}/versions/{versionId}/restore')
