import { NextResponse } from 'next/server'

import { userUpdateSchema } from '@/schemas/user'
import { requireAdmin } from '@/server/api/admin-only'
import { HttpError, notFound } from '@/server/api/errors'
import { apiRoute } from '@/server/api/handler'
import { type ApiContext, parseId, parseJsonBody } from '@/server/api/request'
import { refuseKeyFields } from '@/server/api-keys'
import { inTransaction } from '@/server/transaction'
import { toApiUser } from '@/server/users'

type Params = { id: string }

async function findUser(context: ApiContext, id: number) {
  const doc = await context.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: false,
    user: context.user,
    disableErrors: true,
  })
  if (!doc) throw notFound('User')
  return doc
}

export const GET = apiRoute<Params>(async (_request, context, params) => {
  requireAdmin(context)
  return NextResponse.json(toApiUser(await findUser(context, parseId(params.id, 'User'))))
})

export const PATCH = apiRoute<Params>(async (request, context, params) => {
  const user = requireAdmin(context)
  const id = parseId(params.id, 'User')
  const data = await parseJsonBody(request, userUpdateSchema, refuseKeyFields)
  await findUser(context, id)
  if (id === user.id && data.role && data.role !== 'admin') {
    throw new HttpError(409, 'You cannot remove your own admin role.')
  }
  const doc = await inTransaction(context.payload, user, (req) =>
    context.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: false, user, req }),
  )
  return NextResponse.json(toApiUser(doc))
})

export const DELETE = apiRoute<Params>(async (_request, context, params) => {
  const user = requireAdmin(context)
  const id = parseId(params.id, 'User')
  await findUser(context, id)
  if (id === user.id) throw new HttpError(409, 'You cannot delete your own account.')
  await inTransaction(context.payload, user, (req) => context.payload.delete({ collection: 'users', id, depth: 0, overrideAccess: false, user, req }))
  return new Response(null, { status: 204 })
})
