import { NextResponse } from 'next/server'

import { apiRoute } from '@/server/api/handler'
import { listHomepageAccommodations } from '@/server/content'

export const GET = apiRoute(async (_request, context) => NextResponse.json(await listHomepageAccommodations(context)))
