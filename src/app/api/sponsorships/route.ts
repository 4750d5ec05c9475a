import { collectionListRoutes } from '@/server/api/collection-routes'
import { resources } from '@/server/resources'

const routes = collectionListRoutes(resources.sponsorships)

export const GET = routes.GET
export const POST = routes.POST
