import { NextResponse } from 'next/server'

import { apiRoute } from '@/server/api/handler'
import { requireUser } from '@/server/api/request'
import { toApiUser } from '@/server/users'

/** The signed-in user, or 401 when signed out. */
export const GET = apiRoute(async (_request, context) => NextResponse.json(toApiUser(requireUser(context))))
