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

/**
 * The columns the back office's search looks in (src/server/content/staff-lists.ts), each with a
 * trigram index (PostgreSQL's `pg_trgm`, GIN), which an ILIKE '%text%' can use: the records' own
 * tables and, for the content with drafts that staff read as their latest draft, the versions'.
 * A text in each language is one column of its `_locales` table, whose rows are both languages.
 */
export const SEARCHED_COLUMNS: Record<string, string[]> = {
  events: ['location'],
  events_locales: ['title', 'venue'],
  _events_v: ['version_location'],
  _events_v_locales: ['version_title', 'version_venue'],
  artists: ['name'],
  artists_locales: ['genre'],
  _artists_v: ['version_name'],
  _artists_v_locales: ['version_genre'],
  galleries_locales: ['event_name'],
  _galleries_v_locales: ['version_event_name'],
  contact_messages: ['name', 'email', 'subject', 'message'],
  users: ['username', 'email'],
}

/** The trigram indexes of the searched columns (the extension is made by migrations/20261128_110551_list_search.ts). */
export const indexSearchedTexts: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, columnNames] of Object.entries(SEARCHED_COLUMNS)) {
    const table = schema.tables[name]
    if (!table) throw new Error(`indexSearchedTexts: no table ${name}`)
    extendTable({
      table,
      extraConfig: (columns: Record<string, PgColumn>) =>
        Object.fromEntries(
          columnNames.map((columnName) => {
            const column = Object.values(columns).find((candidate) => candidate.name === columnName)
            if (!column) throw new Error(`indexSearchedTexts: no column ${name}.${columnName}`)
            return [`${columnName}Trgm`, index(`${name}_${columnName}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`)]
          }),
        ),
    })
  }
  return schema
}
