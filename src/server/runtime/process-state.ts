/**
 * The state one process shares between the two builds that load the same modules.
 *
 * The app's own server is built by esbuild (`dist/server.mjs`, with Next.js's cache handler
 * `dist/next-cache-handler.mjs`), and Next.js builds the pages, the API and Payload into bundles
 * of its own: a module both use (the database-outage flag, the micro-cache a route marks answers
 * for) is loaded twice, once per build. What must be one for the process lives here instead, under
 * the name of the module that owns it, created by whichever copy asks first:
 *
 * | Name | Owner | What |
 * |---|---|---|
 * | `database-outage` | src/server/db/outage.ts | until when a reported outage lasts |
 * | `freshness` | src/server/freshness/content-changes.ts | who hears of content changes |
 * | `media-versions` | src/server/media/versions.ts | the image guard's known upload versions |
 * | `micro-cache` | src/server/edge/micro-cache.ts | the edge's kept answers |
 * | `next-cache` | src/server/freshness/next-cache-handler.ts | Next.js's kept pages and reads |
 * | `preview` | src/features/publishing/preview.ts | whether the reads under way preview drafts |
 * | `shared-cache` | src/server/edge/shared-cache.ts | what the shared cache in front may keep, after the changes heard |
 * | `session-check` | src/features/accounts/session-check.ts | the session check of the request being handled |
 * | `shutdown-tasks` | src/server/runtime/shutdown.ts | what runs before the process exits |
 *
 * Nothing else keeps process-wide state on `globalThis` (tests/unit/module-graph.test.ts).
 */

export type SharedStateName =
  | 'database-outage'
  | 'event-stubs'
  | 'freshness'
  | 'media-versions'
  | 'micro-cache'
  | 'next-cache'
  | 'preview'
  | 'session-check'
  | 'shared-cache'
  | 'shutdown-tasks'
  | 'stale-answers'

const KEY = Symbol.for('agency-site.process-state')
const globals = globalThis as typeof globalThis & { [KEY]?: Map<SharedStateName, unknown> }
const shared = (globals[KEY] ??= new Map<SharedStateName, unknown>())

/** The process's one value under `name`, made by `create` the first time any copy of its owner asks. */
export function processWide<T>(name: SharedStateName, create: () => T): T {
  if (!shared.has(name)) shared.set(name, create())
  return shared.get(name) as T
}
