import type { NextRequest } from 'next/server'

import type { Route } from '@/server/http/define-route'

/** A route's path as a pattern: `{name}` takes one path segment. */
type Compiled = { route: Route; pattern: RegExp; names: string[]; params: number }

function compile(route: Route): Compiled {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1]
      if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(name)
      return '([^/]+)'
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source}/?$`), names, params: names.length }
}

export type Match = { route: Route; params: Record<string, string> } | { allow: string[] } | null

/**
 * Finds the route for a method and a path: the one whose path has the fewest parameters among
 * those that match (`/api/contact-messages/form-token` before `/api/contact-messages/{id}`). A path
 * some route has under another method answers with the methods it takes; null when none has it.
 * HEAD is answered by GET.
 */
export function routeMatcher(routes: readonly Route[]): (method: string, path: string) => Match {
  const compiled = routes.map(compile).sort((a, b) => a.params - b.params)
  return (method, path) => {
    const wanted = method === 'HEAD' ? 'GET' : method
    const allow = new Set<string>()
    for (const { route, pattern, names } of compiled) {
      const found = pattern.exec(path)
      if (!found) continue
      if (route.method !== wanted) {
        allow.add(route.method)
        continue
      }
      let params: Record<string, string>
      try {
        params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])]))
      } catch {
        continue // a parameter that is not valid percent-encoding names no record
      }
      return { route, params }
    }
    return allow.size > 0 ? { allow: [...allow] } : null
  }
}

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * The one route handler of /api (src/app/api/[...path]/route.ts): each request goes to the
 * route of the table that has its method and path. A path no route has is 404, a method a path
 * does not take 405 with `Allow`, both in the API's error shape; OPTIONS says what a path takes.
 */
export function dispatcher(routes: readonly Route[]): (request: NextRequest) => Promise<Response> {
  const match = routeMatcher(routes)
  return async (request) => {
    const path = new URL(request.url).pathname
    if (request.method === 'OPTIONS') {
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => {
        const found = match(method, path)
        return found !== null && 'route' in found
      })
      if (methods.length === 0) return json(404, 'Not found')
      return new Response(null, { status: 204, headers: { Allow: ['OPTIONS', ...methods].join(', ') } })
    }
    const found = match(request.method, path)
    if (!found) return json(404, 'Not found')
    if ('allow' in found) {
      const allow = found.allow.includes('GET') ? [...found.allow, 'HEAD'] : found.allow
      return json(405, `Method not allowed: this path takes ${allow.join(', ')}.`, { Allow: allow.join(', ') })
    }
    return found.route.handler(request, { params: Promise.resolve(found.params) })
  }
}
