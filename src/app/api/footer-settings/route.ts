import { globalRoutes } from '@/server/api/global-routes'
import { globalResources } from '@/server/globals'

const routes = globalRoutes(globalResources.footerSettings)

export const GET = routes.GET
export const PATCH = routes.PATCH
