import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import type { CollectionConfig, GlobalConfig, TaskConfig } from 'payload'

export type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * A capability that cuts across the content (docs/architecture.md#features), as Payload's config
 * and the jobs queue take it: declared in its folder's index.ts, collected from src/features/index.ts.
 */
export type Feature = {
  name: string
  /** Its own collections and globals. */
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /**
   * Rules it adds to every collection: `before` the site's own checks of data and queries (a
   * change of what a collection is, such as versions, which those checks then cover), `after` them
   * (hooks that watch what the checks let through).
   */
  wrapCollection?: { before?: (collection: CollectionConfig) => CollectionConfig; after?: (collection: CollectionConfig) => CollectionConfig }
  wrapGlobal?: (global: GlobalConfig) => GlobalConfig
  /** Its own tables beside Payload's: `before` Payload builds its schema, or `after` (to refer to Payload's tables). */
  tables?: { before?: SchemaHook; after?: SchemaHook }
  /** Its jobs (src/server/jobs/). */
  tasks?: TaskConfig[]
}
