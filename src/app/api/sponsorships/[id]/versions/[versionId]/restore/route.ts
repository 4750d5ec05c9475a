import { handler } from '@/server/api/routes'

export const POST = handler('POST /api/sponsorships/{id}/versions/{versionId}/restore')
