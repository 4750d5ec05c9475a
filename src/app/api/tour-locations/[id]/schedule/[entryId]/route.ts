import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/tour-locations/{id}/schedule/{entryId}')
