import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/galleries/{id}/schedule/{entryId}')
