import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/homepage-sections/{id}/schedule/{entryId}')
