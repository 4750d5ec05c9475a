import { sql } from '@payloadcms/db-postgres/drizzle'
import { check, index, integer, type PgColumn, pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionConfig, Field } from 'payload'

import type { SchemaHook } from '@/features/feature'
import { INT32_MAX, INT32_MIN } from '@/lib/constants'

/** Counters for per-address rate limits, shared by every app instance (see src/server/http/rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
})

/** The site's own table beside Payload's: the rate-limit counters (the features add theirs: src/features/index.ts). */
export const addOwnTables: SchemaHook = ({ schema }) => ({ ...schema, tables: { ...schema.tables, rate_limits: rateLimits } })

/** A CHECK's list of the values a text column may hold. */
export const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

function int32FieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => (field.type === 'number' && 'name' in field && field.custom?.int32 ? [field.name] : []))
}

/**
 * Integers lie within the 32-bit range (docs/product.md#validation-rules). Payload stores numbers
 * as `numeric`, so each int32 field also gets a CHECK constraint (whole number, in range) at the
 * database.
 */
export function addInt32Checks(collections: CollectionConfig[]): SchemaHook {
  return ({ schema, extendTable }) => {
    for (const collection of collections) {
      const tableName = collection.slug.replace(/-/g, '_')
      const table = schema.tables[tableName]
      const names = int32FieldNames(collection.fields)
      if (!table || names.length === 0) continue
      extendTable({
        table,
        extraConfig: (columns: Record<string, PgColumn>) =>
          Object.fromEntries(
            names.map((name) => [
              `${name}Int32`,
              check(
                `${tableName}_${name}_int32`,
                sql`${columns[name]} = trunc(${columns[name]}) AND ${columns[name]} BETWEEN ${sql.raw(String(INT32_MIN))} AND ${sql.raw(String(INT32_MAX))}`,
              ),
            ]),
          ),
      })
    }
    return schema
  }
}

/**
 * Every table of texts per language (`{table}_locales`, and its versions') indexed by its record.
 * Payload joins them to their records by `_parent_id`, and its own unique index leads with
 * `_locale`, which such a join cannot use: without this, each record of a list read its texts
 * by a scan of the whole table (a page of 10,000 events took seconds after each edit).
 */
export const indexTextsByRecord: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!name.endsWith('_locales')) continue
    extendTable({ table, extraConfig: (columns: Record<string, PgColumn>) => ({ parentIdx: index(`${name}_parent_id_idx`).on(columns._parentID) }) })
  }
  return schema
}
