import { globalRoutes } from '@/server/api/global-routes'
import { globalResources } from '@/server/globals'

const routes = globalRoutes(globalResources.contactSettings)

export const GET = routes.GET
export const PATCH = routes.PATCH
