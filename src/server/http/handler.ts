import type { NextRequest } from 'next/server'

import type { ApiContext } from './context'
import { toErrorResponse } from './errors'
import { apiContext } from './request'

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: NextRequest, context: ApiContext, params: P) => Promise<Response>

/**
 * Wraps a route handler: resolves Payload and the signed-in user, and turns anything thrown into
 * the documented JSON error answer.
 */
export function apiRoute<P = Record<string, never>>(handler: Handler<P>) {
  return async (request: NextRequest, route: RouteContext<P>): Promise<Response> => {
    let context: ApiContext | undefined
    try {
      context = await apiContext(request)
      return await handler(request, context, (await route?.params) ?? ({} as P))
    } catch (error) {
      return toErrorResponse(error, { signedIn: Boolean(context?.user) })
    }
  }
}
