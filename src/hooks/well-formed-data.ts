import {
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeOperationHook,
  type Field,
  type GlobalConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { ClientMistake } from '@/server/http/client-mistake'
import { sqlRefusal } from '@/server/http/sql-refusal'

/** Deeper than any record of this site nests (links and lists inside a record are 2 or 3 deep). */
const MAX_DEPTH = 32

/** Whether a value nests objects or arrays deeper than `limit` (iteratively: any depth is safe to ask). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}

/** Whether any text in a value holds a NUL character, which PostgreSQL refuses in text and JSON alike. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) pending.push(key, child)
    }
  }
  return false
}

/**
 * The data of a write: a JSON object of reasonable depth with no NUL character in its texts, or the request is refused (400), without
 * the record's timestamps. A body
 * Payload could not read (not JSON, not multipart) leaves no data at all, which Payload would
 * meet with a TypeError (500); an upload sent without fields has the file alone.
 */
function wellFormedData(data: unknown, req: PayloadRequest): Record<string, unknown> {
  if (data === undefined) {
    if (req.file) return {}
    throw new ClientMistake(400, 'Send the body as JSON (Content-Type: application/json).')
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ClientMistake(400, 'Request body must be a JSON object')
  if (nestedDeeperThan(data, MAX_DEPTH)) throw new ClientMistake(400, 'Request body is nested too deeply')
  // Refused here, not by PostgreSQL once the SQL was built and logged as a server error.
  if (holdsNul(data)) throw new ClientMistake(400, 'Text may not hold a NUL character (\\u0000).')
  // The timestamps are the server's, as on /api: a client's own (a date in 2099 that pins a record
  // to the top of a list, or text that is no date at all and failed in PostgreSQL) are dropped.
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = data as Record<string, unknown>
  return rest
}

const TEXT_TYPES = new Set(['text', 'email', 'textarea', 'code'])

/**
 * A top-level text field holds text, a date field a date and a choice one of its options: Payload's
 * own checks let `true`, `{}`, `false` or a number through, which then failed inside Payload or
 * PostgreSQL (500).
 */
function checkFieldTypes(data: Record<string, unknown>, fields: Field[]): void {
  const errors: { path: string; message: string }[] = []
  for (const field of fields) {
    if (!('name' in field) || field.name in data === false) continue
    const value = data[field.name]
    if (value === null || value === undefined) continue
    if (TEXT_TYPES.has(field.type) && typeof value !== 'string' && !('hasMany' in field && field.hasMany)) {
      errors.push({ path: field.name, message: `${field.name} must be text.` })
    }
    // Payload's check passes any falsy value (`false`, 0), which PostgreSQL then refused as a timestamp.
    if (field.type === 'date' && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))) {
      errors.push({ path: field.name, message: `${field.name} must be a date, such as 2027-01-15T19:30:00.000Z.` })
    }
    if (field.type === 'select' && !field.hasMany) {
      const options = field.options.map((option) => (typeof option === 'string' ? option : option.value))
      if (typeof value !== 'string' || !options.includes(value))
        errors.push({ path: field.name, message: `${field.name} must be one of: ${options.join(', ')}.` })
    }
  }
  if (errors.length > 0) throw new ValidationError({ errors })
}

const collectionData: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = wellFormedData((args as { data?: unknown }).data, req)
  checkFieldTypes(data, collection.fields)
  return { ...args, data }
}

const globalData: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (operation !== 'update') return args
  const data = wellFormedData((args as { data?: unknown }).data, req)
  checkFieldTypes(data, global.fields)
  return { ...args, data }
}

/**
 * Every collection and global refuses a write whose data is not an object, or nests deeper than
 * any record does, before Payload copies it (its recursive copy overflows the stack on a body of a
 * few thousand nested arrays, which answered 500 on /cms-api). /api refuses both while parsing.
 */
export const withWellFormedData = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [collectionData, ...(collection.hooks?.beforeOperation ?? [])] },
})

export const globalWithWellFormedData = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, beforeOperation: [globalData, ...(global.hooks?.beforeOperation ?? [])] },
})

/** What the multipart reader (busboy, through Payload) says of a body it cannot read. */
const UNREADABLE_BODY =
  /^(?:Unexpected end of (?:form|file)|Malformed (?:part header|content type|urlencoded form)|Multipart: Boundary not found|Request is not eligible for file upload)$/

/**
 * The client's mistakes that Payload's REST would answer "Something went wrong" (500), answered
 * 400 with what was wrong:
 * - a request body it cannot read (a multipart body cut short, or without its boundary);
 * - a query parameter that should hold JSON and does not (`?where=abc`);
 * - a value its own validation let through that PostgreSQL refused (src/server/http/sql-refusal.ts:
 *   a value of a nested field that is not one of its choices, a link to a record that does not
 *   exist). The write was rolled back.
 */
export const clientMistakesAreBadRequests: AfterErrorHook = ({ error }) => {
  if (UNREADABLE_BODY.test(error.message)) {
    return { status: 400, response: { errors: [{ message: `The request body could not be read: ${error.message}.` }] } }
  }
  if (error instanceof SyntaxError && /JSON/.test(error.message)) {
    return {
      status: 400,
      response: { errors: [{ message: 'A query parameter is not valid JSON: send where[field][operator]=value, or where as a JSON object.' }] },
    }
  }
  const refusal = sqlRefusal(error)
  if (refusal) {
    const message = refusal.message === 'Invalid input' ? 'A value does not fit its field: check the values and try again.' : refusal.message
    return { status: refusal.status, response: { errors: [{ message }] } }
  }
}
