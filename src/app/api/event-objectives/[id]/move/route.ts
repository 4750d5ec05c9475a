import { NextResponse } from 'next/server'

import { moveSchema } from '@/schemas/sponsorship'
import { apiRoute } from '@/server/api/handler'
import { parseId, parseJsonBody, requireUser } from '@/server/api/request'
import { moveRecord } from '@/server/ordering'
import { resources } from '@/server/resources'

/** POST {"direction": "up" | "down"}: one atomic move; answers the list in its new order. */
export const POST = apiRoute<{ id: string }>(async (request, context, params) => {
  requireUser(context)
  const id = parseId(params.id, resources.eventObjectives.label)
  const { direction } = await parseJsonBody(request, moveSchema)
  return NextResponse.json(await moveRecord(resources.eventObjectives, context, id, direction))
})
