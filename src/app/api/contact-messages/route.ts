import { NextResponse } from 'next/server'

import { contactMessageSchema } from '@/schemas/contact-message'
import { collectionListRoutes } from '@/server/api/collection-routes'
import { apiRoute } from '@/server/api/handler'
import { parseJsonBody } from '@/server/api/request'
import { resources, toApiDoc } from '@/server/resources'
import { inTransaction } from '@/server/transaction'

/** Staff read the inbox, newest first. */
export const GET = collectionListRoutes(resources.contactMessages).GET

/** Anyone may send a message through the public contact form (5 a minute per address: src/server/edge/door-rules.ts). */
export const POST = apiRoute(async (request, { payload, user }) => {
  const data = await parseJsonBody(request, contactMessageSchema)
  const doc = await inTransaction(payload, user, (req) =>
    payload.create({ collection: 'contact-messages', data, depth: 0, overrideAccess: false, user, req }),
  )
  return NextResponse.json(toApiDoc(resources.contactMessages, doc), { status: 201 })
})
