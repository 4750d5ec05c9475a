import { dispatcher } from '@/server/api/dispatch'
import { allRoutes } from '@/server/openapi/reference-routes'

/**
 * Every /api operation, served from the one route table (src/server/api/routes.ts and this
 * reference's own, src/server/openapi/reference-routes.ts): a path no route has answers 404, a
 * method its path does not take 405, both as JSON in the API's error shape.
 */
const dispatch = dispatcher(allRoutes)

export const GET = dispatch
export const POST = dispatch
export const PUT = dispatch
export const PATCH = dispatch
export const DELETE = dispatch
export const OPTIONS = dispatch
