import { NextResponse } from 'next/server'

import { ACTIVITY_KEPT_DAYS } from '@/features/activity/entries'
import { activityPageSchema, activityQuerySchema, listActivity } from '@/features/activity/log'
import { defineRoute, type Route } from '@/server/http/define-route'

/** The activity log, read by admins (src/features/activity/log.ts); nobody writes it through any door. */
export const activityRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/activity',
    tag: 'activity',
    operationId: 'list-activity',
    summary: 'The activity log',
    description:
      'What staff did (create, update, publish, unpublish, schedule, delete, restore, password changes, sign-ins) and every refused sign-in, ' +
      `through every door (/api, /cms-api, the /cms panel, API keys), newest first, one page at a time. Kept ${ACTIVITY_KEPT_DAYS} days. ` +
      'Entries are append-only: no operation changes or deletes one.',
    access: 'admin',
    query: { schema: activityQuerySchema, refusal: 'Invalid activity query' },
    answers: {
      200: { description: 'One page of entries, newest first', shape: activityPageSchema },
      403: { description: 'Signed in as an editor: the activity log is for admins' },
    },
    handle: async ({ context, query }) =>
      NextResponse.json(await listActivity(context.payload, query, context.user), { headers: { 'Cache-Control': 'private, no-store' } }),
  }),
]
