import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi'
import {
  type Access,
  entityToJSONSchema,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type SanitizedGlobalConfig,
} from 'payload'
import { z } from 'zod'

import { API_USER_FIELDS } from '@/features/accounts/users'
import { PUBLICATION_STATE_DESCRIPTION, SCHEDULE_DESCRIPTION } from '@/features/publishing/drafts'
import { hasDrafts, PUBLICATION_STATES } from '@/features/publishing/states'
import { globalResources } from '@/server/content/globals'
import { type Resource, resources } from '@/server/content/resources'
import type { JsonSchema } from '@/server/http/define-route'
import { MEDIA_ANSWER_FIELDS } from '@/server/media/uploads'

import { demoExample } from './examples'

/**
 * The records the API answers, described from the data model: Payload's JSON Schema of each
 * collection and global (what payload-types.ts is generated from), shaped as the handlers shape
 * them: ids for related records (depth 0), list fields never null, JSON fields by the zod rule
 * their validator holds them to, settings without a row id, users and uploads by the fields
 * toApiUser and toApiMedia keep. Examples are the demo content parsed by the API's schemas.
 */

type Entity = SanitizedCollectionConfig | SanitizedGlobalConfig
type EntitySchema = JsonSchema & { title: string; properties: Record<string, JsonSchema>; required: string[] }

export const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` })
export const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

function allowsNull(schema: JsonSchema): boolean {
  const type = schema.type
  return type === 'null' || (Array.isArray(type) && type.includes('null'))
}

const nullable = (schema: JsonSchema, isNullable: boolean): JsonSchema => (isNullable ? { anyOf: [schema, { type: 'null' }] } : schema)

/** The zod rule a Payload field's validator holds its value to (src/schemas/common.ts payloadValidate). */
function validatorSchema(field: FlattenedField): z.ZodTypeAny | undefined {
  const validate = (field as { validate?: { schema?: unknown } }).validate
  return validate?.schema instanceof z.ZodType ? validate.schema : undefined
}

/** What the API's resource tables say of an entity: its list fields, its create schema, the fields kept. */
function described(slug: string) {
  const resource: Resource | undefined = Object.values(resources).find((candidate) => candidate.slug === slug)
  const global = Object.values(globalResources).find((candidate) => candidate.slug === slug)
  return {
    listFields: (resource?.listFields ?? global?.listFields ?? []) as readonly string[],
    parse: resource?.createSchema ?? global?.schema,
    picked: slug === 'users' ? API_USER_FIELDS : slug === 'media' ? MEDIA_ANSWER_FIELDS : undefined,
  }
}

/** The field conditions of a read rule, `and` groups opened up. */
function conditionsOf(where: Record<string, unknown>): [string, unknown][] {
  return Object.entries(where).flatMap(([key, value]) =>
    key === 'and' && Array.isArray(value) ? value.flatMap((part) => conditionsOf(part as Record<string, unknown>)) : [[key, value] as [string, unknown]],
  )
}

/**
 * Visitors' view of a collection, from its own read access asked as a visitor: everything, nothing,
 * or the records matching a condition (e.g. "only published records whose status is active").
 */
export async function visitorReads(collection: SanitizedCollectionConfig): Promise<{ none: boolean; rule: string }> {
  const answer = await (collection.access.read as Access)({ req: { user: null } as unknown as PayloadRequest })
  if (answer === true) return { none: false, rule: 'every record' }
  if (!answer) return { none: true, rule: 'nothing' }
  const conditions = conditionsOf(answer as Record<string, unknown>)
  const isPublished = ([field, condition]: [string, unknown]) => field === '_status' && (condition as { equals?: unknown })?.equals === 'published'
  const published = conditions.some(isPublished)
  const rule = conditions
    .filter((condition) => !isPublished(condition))
    .map(([field, condition]) =>
      condition && typeof condition === 'object' && 'equals' in condition ? `${field} is ${String(condition.equals)}` : `${field} ${JSON.stringify(condition)}`,
    )
    .join(' and ')
  return { none: false, rule: `only ${published ? 'published ' : ''}records${rule ? ` whose ${rule}` : ''}` }
}

/** Registers the answer shapes of the data model's records on first use; answers their component names and examples. */
export function entityComponents(config: SanitizedConfig, registry: OpenAPIRegistry, now: Date) {
  const exampleTime = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString()
  const registered = new Map<string, { name: string; example?: Record<string, unknown> }>()

  function entityOf(slug: string): { entity: Entity; global: boolean } {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (collection) return { entity: collection, global: false }
    const global = config.globals.find((candidate) => candidate.slug === slug)
    if (!global) throw new Error(`No collection or global ${slug}`)
    return { entity: global, global: true }
  }

  /** Payload's schema with related records as ids, dates as date-times, JSON fields by their validator's rule, list fields never null. */
  function answerSchema(entity: Entity, listFields: readonly string[]): EntitySchema {
    const schema = structuredClone(entityToJSONSchema(config, entity, new Map(), 'number')) as EntitySchema
    const required = new Set(schema.required ?? [])
    const { properties } = schema
    properties.id = { type: 'integer', minimum: 1 }
    for (const field of entity.flattenedFields) {
      const property = properties[field.name]
      if (!property) continue
      // Payload holds a field that is not required as null when it has no value.
      const isNullable = allowsNull(property) || !required.has(field.name)
      if (field.type === 'date') property.format = 'date-time'
      // A select with no value is null: Payload's schema allows the type but leaves null out of the choices.
      if (field.type === 'select' && isNullable && Array.isArray(property.enum) && !property.enum.includes(null)) property.enum = [...property.enum, null]
      if (field.type === 'relationship' || field.type === 'upload') {
        if (Array.isArray(field.relationTo)) throw new Error(`${schema.title}.${field.name}: a kind of relation the API does not answer`)
        properties[field.name] = field.hasMany
          ? {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              description: `Ids of records of ${field.relationTo}, in order (answers hold ids, not the records)`,
            }
          : { type: isNullable ? ['integer', 'null'] : 'integer', description: `The id of a record of ${field.relationTo} (answers hold ids, not the records)` }
        if (field.hasMany) required.add(field.name)
      }
      const rule = field.type === 'json' ? validatorSchema(field) : undefined
      if (rule) {
        const name = `${schema.title}${capitalised(field.name)}`
        registry.register(name, rule)
        properties[field.name] = nullable(ref('schemas', name), isNullable && !listFields.includes(field.name))
      }
    }
    for (const field of listFields) {
      if (!properties[field]) throw new Error(`${schema.title}.${field}: no such list field`)
      if (!validatorSchema(entity.flattenedFields.find((candidate) => candidate.name === field)!)) properties[field] = { type: 'array' }
      required.add(field)
    }
    for (const name of ['createdAt', 'updatedAt']) if (properties[name]) properties[name].format = 'date-time'
    schema.required = [...required]
    if (JSON.stringify(properties).includes('"#/definitions/')) throw new Error(`${schema.title}: a reference the document cannot resolve`)
    return schema
  }

  /** A record as an answer shows it: the demo values parsed by the API's schema, the rest as Payload fills them. */
  function exampleRecord(entity: Entity, schema: EntitySchema, values: Record<string, unknown>) {
    const out: Record<string, unknown> = {}
    for (const [name, property] of Object.entries(schema.properties)) {
      let value: unknown = name === 'id' ? 1 : name === 'createdAt' || name === 'updatedAt' ? exampleTime : values[name]
      if (value === undefined) {
        const field = entity.flattenedFields.find((candidate) => candidate.name === name)
        const fallback = field && 'defaultValue' in field ? field.defaultValue : undefined
        value = typeof fallback === 'function' ? undefined : fallback
      }
      if (value === undefined && property.type === 'array') value = []
      if (value === undefined && (allowsNull(property) || 'anyOf' in property)) value = null
      if (value !== undefined) out[name] = value
    }
    return out
  }

  return (slug: string) => {
    const known = registered.get(slug)
    if (known) return known
    const { entity, global } = entityOf(slug)
    const { listFields, parse, picked } = described(slug)
    const schema = answerSchema(entity, listFields)
    if (global) {
      delete schema.properties.globalType
      delete schema.properties.id
      schema.required = schema.required.filter((field) => field !== 'id')
    }
    if (picked) {
      schema.properties = Object.fromEntries(picked.map((field) => [field, schema.properties[field]]))
      schema.required = schema.required.filter((field) => (picked as readonly string[]).includes(field))
    }
    if (hasDrafts(slug)) {
      // Who saved a version is told by its history, not by the record (src/server/content/resources.ts, toApiDoc).
      delete schema.properties.updatedBy
      schema.properties._status.description =
        '`published`: visitors read it; `draft`: staff only (never published, unpublished, or a draft read with `?draft=true`)'
      schema.properties._state = { enum: [...PUBLICATION_STATES], description: PUBLICATION_STATE_DESCRIPTION }
      schema.properties._untranslated = {
        type: 'array',
        items: { type: 'string' },
        description: 'With `?draft=true`: the texts visitors read (fields with a value per language) that have English but no Nepali yet',
      }
      schema.properties._schedule = {
        type: 'array',
        description: SCHEDULE_DESCRIPTION,
        items: {
          type: 'object',
          properties: { id: { type: 'integer' }, action: { enum: ['publish', 'unpublish'] }, at: { type: 'string', format: 'date-time' } },
          required: ['id', 'action', 'at'],
          additionalProperties: false,
        },
      }
    }
    if (slug === 'media') {
      schema.title = 'Upload'
      schema.properties.url = { type: 'string', description: 'Where the file is served (`/cms-api/media/file/{filename}`)' }
      schema.required.push('url')
    }
    registry.registerComponent('schemas', schema.title, schema as never)
    const demo = demoExample(slug, now)
    const entry = { name: schema.title, example: demo && parse ? exampleRecord(entity, schema, parse.parse(demo) as Record<string, unknown>) : undefined }
    registered.set(slug, entry)
    return entry
  }
}
