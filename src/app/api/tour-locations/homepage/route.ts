import { NextResponse } from 'next/server'

import { apiRoute } from '@/server/api/handler'
import { listHomepageTourLocations } from '@/server/content'

export const GET = apiRoute(async (_request, context) => NextResponse.json(await listHomepageTourLocations(context)))
