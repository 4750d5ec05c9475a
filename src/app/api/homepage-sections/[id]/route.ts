import { collectionItemRoutes } from '@/server/api/collection-routes'
import { resources } from '@/server/resources'

const routes = collectionItemRoutes(resources.homepageSections)

export const GET = routes.GET
export const PATCH = routes.PATCH
export const DELETE = routes.DELETE
