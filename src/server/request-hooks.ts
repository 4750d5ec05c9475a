import { type IncomingMessage, Server, type ServerResponse } from 'node:http'

/** Answers a request itself (true) or lets it go on to Next.js (false). */
export type RequestHook = (req: IncomingMessage, res: ServerResponse) => boolean

const KEY = Symbol.for('agency-site.request-hooks')
const globals = globalThis as typeof globalThis & { [KEY]?: Map<string, RequestHook> }

/**
 * Runs a hook on every HTTP request of this process before Next.js's request handler, once per
 * name whichever bundle calls it (at start-up, src/instrumentation.ts). `next start` creates its
 * server itself and offers no hook in front of its router, hence the `request` event of Node's
 * HTTP server, patched once; hooks run in the order they were added.
 */
export function beforeNextJs(name: string, hook: RequestHook): void {
  if (!globals[KEY]) {
    const hooks = (globals[KEY] = new Map<string, RequestHook>())
    const emit = Server.prototype.emit
    Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const [req, res] = args as [IncomingMessage, ServerResponse]
        for (const answer of hooks.values()) if (answer(req, res)) return true
      }
      return (emit as (this: Server, ...all: unknown[]) => boolean).call(this, event, ...args)
    } as typeof emit
  }
  if (!globals[KEY].has(name)) globals[KEY].set(name, hook)
}
