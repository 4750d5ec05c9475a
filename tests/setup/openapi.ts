import { readdirSync } from 'node:fs'
import path from 'node:path'

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

import type { OpenApiDocument } from '@/server/openapi/document'

/** The HTTP methods an OpenAPI path item may describe. */
export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

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
    return (value: unknown): string[] =>
      validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`)
  }
}

type Media = { schema?: unknown; example?: unknown }
export type DocumentedAnswer = { $ref?: string; description?: string; content?: Record<string, Media> }
export type Operation = {
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[]
  requestBody?: { content: Record<string, Media> }
  responses: Record<string, DocumentedAnswer>
}
type Answered = { status: number; body: unknown; headers: Headers }

/**
 * Checks answers against the document: for `METHOD url` of a documented operation, the problems
 * with an answer (its status undocumented, its media type or body not as documented), none when
 * it is true to the document. Answers of undocumented paths and methods are not its business.
 */
export function answerChecker(document: OpenApiDocument) {
  const validate = schemaValidator(document)
  // Literal paths before templated ones: /api/hero-sections/active is not /api/hero-sections/{id}.
  const templates = Object.keys(document.paths ?? {})
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`), holes: path.split('{').length }))
    .sort((a, b) => a.holes - b.holes)

  const operation = (path: string, method: string) => (document.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()]

  function documentedAnswer(op: Operation, status: number): DocumentedAnswer | undefined {
    const answer = op.responses[String(status)]
    if (!answer?.$ref) return answer
    return document.components?.responses?.[answer.$ref.split('/').pop()!] as DocumentedAnswer
  }

  /** Problems with an answer as the document describes the operation. */
  function mismatches(op: Operation, answer: Answered, where: string): string[] {
    const documented = documentedAnswer(op, answer.status)
    if (!documented) return [`${where}: status ${answer.status} is not documented (${JSON.stringify(answer.body).slice(0, 200)})`]
    if (!documented.content) return answer.body === null || answer.body === '' ? [] : [`${where}: ${answer.status} documents no body`]
    const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim()
    const media = documented.content[type]
    if (!media) return [`${where}: ${answer.status} answered ${type}, documented ${Object.keys(documented.content).join(', ')}`]
    if (type !== 'application/json') return typeof answer.body === 'string' && answer.body.length > 0 ? [] : [`${where}: an empty body`]
    return validate(media.schema)(answer.body).map((problem) => `${where}: ${answer.status} ${problem}`)
  }

  /** The documented path a URL is an instance of, if any. */
  const pathOf = (url: string) => {
    const { pathname } = new URL(url, 'http://api.test')
    return templates.find((template) => template.pattern.test(pathname))?.path
  }

  return {
    operation,
    documentedAnswer,
    mismatches,
    pathOf,
    check(method: string, url: string, answer: Answered): string[] {
      const path = pathOf(url)
      const op = path && operation(path, method)
      return op ? mismatches(op, answer, `${method} ${url}`) : []
    },
  }
}
