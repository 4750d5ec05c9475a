import { NextResponse } from 'next/server'

import { apiRoute } from '@/server/api/handler'
import { getActiveHero } from '@/server/content'

export const GET = apiRoute(async (_request, context) => NextResponse.json(await getActiveHero(context)))
