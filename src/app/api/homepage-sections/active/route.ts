import { NextResponse } from 'next/server'

import { apiRoute } from '@/server/api/handler'
import { listActiveHomepageSections } from '@/server/content'

export const GET = apiRoute(async (_request, context) => NextResponse.json(await listActiveHomepageSections(context)))
