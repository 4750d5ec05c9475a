import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Field,
  RelationshipField,
  SelectField,
  Validate,
  Where,
} from 'payload'
import { validations } from 'payload/shared'

import { authenticated } from '@/access'
import { hasDrafts, PREVIEW_CONTEXT } from '@/features/publishing/states'
import { isBlank } from '@/lib/blank'

/**
 * Drafts (docs/product.md#drafts) for the collections of src/lib/drafts.ts. A record's own row
 * holds what visitors may read: its published content, or, while it has never been published (or
 * was unpublished), its content marked `_status: 'draft'`. Drafts saved over a published record
 * live only in its versions until they are published.
 */

/** Versions kept per record (the oldest beyond it are pruned by Payload). */
export const VERSIONS_PER_RECORD = 100

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Visitors read only published records, within the collection's own rule (active artists, public
 * packages); staff read what the rule gives them. Every door reads through this: the public
 * pages, /api and /cms-api (the upload rule asks the same question in SQL,
 * src/server/media/usage.ts).
 */
function visitorsReadPublished(read: Access | undefined): Access {
  return async (args) => {
    const allowed = read ? await read(args) : Boolean(args.req.user)
    // A staff member's preview reads the latest drafts within the visitors' other rules.
    if (args.req.user || allowed === false || previews(args.req)) return allowed
    return allowed === true ? PUBLISHED : { and: [allowed, PUBLISHED] }
  }
}

/**
 * A visitor never reads a draft version, whatever the request asks (`?draft=true` on /cms-api):
 * Payload would read the latest versions, not the records' own rows.
 */
const visitorsReadNoDrafts: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  operation === 'read' && !req.user && !previews(req) && (args as { draft?: unknown }).draft ? { ...args, draft: false } : args

/**
 * A change that says nothing of drafts publishes, on every door, as before drafts: Payload would
 * merge it into the latest version and keep that version's `_status`, so a plain PATCH on /cms-api
 * of a record with a draft of changes would take it down. `?draft=true` saves a draft; an explicit
 * `_status` (publish, unpublish) is kept.
 */
const plainChangesPublish: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'update') return args
  const { draft, data } = args as { draft?: unknown; data?: Record<string, unknown> }
  if (draft || !data || typeof data !== 'object' || Array.isArray(data) || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}

/** Whether the server reads for a staff member's preview (src/features/publishing/preview.ts); no request can say so. */
const previews = (req: { context?: Record<string, unknown> }) => req.context?.[PREVIEW_CONTEXT] === true

/**
 * Payload's own `_status` field, changed in two ways. A record written without a word about
 * drafts is published, as before drafts existed, through every door (Payload's default is a
 * draft); a draft is asked for (`?draft=true`, `draft: true`). And its database type has a name of
 * its own: by default it would be named after the column (`enum_artists_status`), which artists'
 * and events' own `status` already use. Payload merges this definition into the field it adds,
 * options included (its own, Draft and Published: lists are joined, so none are given here).
 */
const publicationStatus: SelectField = {
  name: '_status',
  type: 'select',
  options: [],
  defaultValue: 'published',
  enumName: ({ tableName }) => `enum_${tableName}_publication`,
}

/**
 * Who made each version (a record's history, src/features/publishing/history.ts): the account that saved it,
 * kept with the record and so with each version. Staff read it; the server alone writes it.
 */
const updatedBy: RelationshipField = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  hasMany: false,
  admin: { readOnly: true, position: 'sidebar' },
  access: { read: ({ req }) => Boolean(req.user) },
}

const stampEditor: CollectionBeforeChangeHook = ({ data, req }) => ({ ...data, updatedBy: req.user?.id ?? null })

/**
 * A draft follows every rule of its fields on every door (a number that fits, a date that is one,
 * a link to a record that exists), as Payload's own drafts would not (they skip validation, so a
 * draft through /cms-api could hold what no publish accepts, or fail in PostgreSQL). One thing
 * alone may wait in a draft: a required field may still be empty until it is published.
 */
function mayWaitInDrafts(field: Field): Field {
  if (!('required' in field) || !field.required || !('name' in field)) return field
  const own = 'validate' in field ? (field.validate as Validate | undefined) : undefined
  const builtIn = validations[field.type as keyof typeof validations] as Validate | undefined
  const rule: Validate = (value, options) => {
    if (isBlank(value) && (options.data as { _status?: unknown } | undefined)?._status === 'draft') return true
    if (own) return own(value, options)
    return builtIn ? builtIn(value, { ...field, ...options }) : true
  }
  return { ...field, validate: rule } as Field
}

export function withDrafts(collection: CollectionConfig): CollectionConfig {
  if (!hasDrafts(collection.slug)) return collection
  return {
    ...collection,
    versions: { drafts: { validate: true }, maxPerDoc: VERSIONS_PER_RECORD },
    fields: [...collection.fields.map(mayWaitInDrafts), publicationStatus, updatedBy],
    access: { ...collection.access, read: visitorsReadPublished(collection.access?.read), readVersions: authenticated },
    hooks: {
      ...collection.hooks,
      beforeOperation: [visitorsReadNoDrafts, plainChangesPublish, ...(collection.hooks?.beforeOperation ?? [])],
      beforeChange: [...(collection.hooks?.beforeChange ?? []), stampEditor],
    },
  }
}
