import { readdirSync } from 'node:fs'
import path from 'node:path'

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import type { OpenApiDocument } from '@/server/openapi/document'

/** The HTTP methods a route file may export (Next.js route handlers). */
export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Route files under src/app/api that are not operations: the catch-all answers 404 to unknown paths. */
export const NOT_OPERATIONS = new Set(['/api/{...path}'])

/** Every route file under src/app/api, as its OpenAPI path (`[id]` is `{id}`). */
export function apiRouteFiles(root = path.join(process.cwd(), 'src', 'app', 'api')): { file: string; path: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)route\.[jt]sx?$/.test(file))
    .map((file) => {
      const folders = path.dirname(file) === '.' ? [] : path.dirname(file).split(path.sep)
      // Route groups `(name)` are not part of the URL.
      const segments = folders.filter((segment) => !/^\(.*\)$/.test(segment)).map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}'))
      return { file: path.join(root, file), path: ['/api', ...segments].join('/') }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** `METHOD /path` of every operation the document describes. */
export function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([route, item]) => HTTP_METHODS.filter((method) => method.toLowerCase() in (item as object)).map((method) => `${method} ${route}`))
    .sort()
}

/**
 * A JSON Schema (2020-12, as OpenAPI 3.1 uses) validator for the document's schemas: `schema` may
 * be any schema object of the document, its `#/components/...` references resolved in it.
 */
export function schemaValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false })
  addFormats(ajv)
  // OpenAPI's own keywords beside JSON Schema's (OpenAPI 3.1 §4.8.24).
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs'])
  const base = 'https://api.test/openapi.json'
  const components = JSON.stringify(document.components?.schemas ?? {}).replaceAll('"#/components/schemas/', '"#/$defs/')
  ajv.addSchema({ $id: base, $defs: JSON.parse(components) })
  const compiled = new Map<string, ValidateFunction>()
  return (schema: unknown) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${base}#/$defs/`)
    let validate = compiled.get(text)
    if (!validate) {
      validate = ajv.compile(JSON.parse(text))
      compiled.set(text, validate)
    }
    return (value: unknown): string[] => (validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`))
  }
}
