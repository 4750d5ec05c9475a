import { collectionListRoutes } from '@/server/api/collection-routes'
import { resources } from '@/server/resources'

const routes = collectionListRoutes(resources.events)

export const GET = routes.GET
export const POST = routes.POST
