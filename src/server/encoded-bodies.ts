import { ServerResponse } from 'node:http'

/**
 * Lets a route handler send a body it has already compressed. Next.js drops Content-Encoding from
 * a route's Response (a fetched body may have been decoded on the way: next/dist/server/
 * send-response.js) and then compresses the bytes afresh for each client that accepts it. A route
 * holding the gzipped bytes of a large answer, made once (src/server/api/list-answer.ts), names
 * their encoding in this header instead; it becomes Content-Encoding as Next.js sets it on the
 * response, before Next.js's compression looks, which leaves an encoded body alone.
 */
export const BODY_ENCODING_HEADER = 'x-body-encoding'

const KEY = Symbol.for('agency-site.encoded-bodies')
const globals = globalThis as typeof globalThis & { [KEY]?: boolean }

/** Whether this process turns BODY_ENCODING_HEADER into Content-Encoding (else: send plain bodies). */
export function routesMaySendEncodedBodies(): boolean {
  return globals[KEY] === true
}

const renamed = (name: string) =>
  name.length === BODY_ENCODING_HEADER.length && name.toLowerCase() === BODY_ENCODING_HEADER ? 'content-encoding' : name

/** Once per process, at start-up (src/instrumentation.ts). */
export function letRoutesSendEncodedBodies(): void {
  if (globals[KEY]) return
  const { setHeader, appendHeader } = ServerResponse.prototype
  ServerResponse.prototype.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return setHeader.call(this, renamed(name), value)
  } as typeof setHeader
  ServerResponse.prototype.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    return appendHeader.call(this, renamed(name), value)
  } as typeof appendHeader
  globals[KEY] = true
}
