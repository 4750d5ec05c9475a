import { NextResponse } from 'next/server'

import { userSchema } from '@/schemas/user'
import { requireAdmin } from '@/server/api/admin-only'
import { apiRoute } from '@/server/api/handler'
import { parseJsonBody } from '@/server/api/request'
import { refuseKeyFields } from '@/server/api-keys'
import { inTransaction } from '@/server/transaction'
import { toApiUser } from '@/server/users'

export const GET = apiRoute(async (_request, context) => {
  const user = requireAdmin(context)
  const result = await context.payload.find({
    collection: 'users',
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return NextResponse.json(result.docs.map(toApiUser))
})

export const POST = apiRoute(async (request, context) => {
  const user = requireAdmin(context)
  const data = await parseJsonBody(request, userSchema, refuseKeyFields)
  const doc = await inTransaction(context.payload, user, (req) =>
    context.payload.create({ collection: 'users', data: { ...data, role: data.role ?? 'editor' }, depth: 0, overrideAccess: false, user, req }),
  )
  return NextResponse.json(toApiUser(doc), { status: 201 })
})
