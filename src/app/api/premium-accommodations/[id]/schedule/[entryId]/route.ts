import { handler } from '@/server/api/routes'

export const DELETE = handler('DELETE /api/premium-accommodations/{id}/schedule/{entryId}')
