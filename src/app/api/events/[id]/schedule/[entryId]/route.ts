import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/events/{id}/schedule/{entryId}')
