import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/premium-accommodations/{id}/versions/{versionId}/restore')
