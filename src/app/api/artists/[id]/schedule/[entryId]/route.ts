import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/artists/{id}/schedule/{entryId}')
