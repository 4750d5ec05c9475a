import { NextResponse } from 'next/server'
import { APIError, Forbidden, NotFound, UnauthorizedError, ValidationError } from 'payload'
import { z, ZodError } from 'zod'

import { reportIfDatabaseUnreachable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/server/db/outage'
import { sqlRefusal } from '@/server/http/sql-refusal'

/** The one error answer of every /api route, the edge's refusals included (docs/api.md#errors). */
export const errorBodySchema = z.object({
  message: z.string().describe('What went wrong, in words a person can act on'),
  errors: z
    .array(
      z.object({
        path: z.string().describe('The field, dotted for nested ones (socialLinks.instagram)'),
        message: z.string(),
      }),
    )
    .optional()
    .describe('One entry per invalid field, when the request body was refused'),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
export type FieldError = NonNullable<ErrorBody['errors']>[number]

/** An answer the shim chose to give: status, message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const notFound = (label: string) => new HttpError(404, `${label} not found`)
export const unauthorized = () => new HttpError(401, 'Authentication required')
export const invalidApiKey = () => new HttpError(401, 'The API key is not valid: it may have been revoked.')
export const forbidden = () => new HttpError(403, 'You are not allowed to do this')
/** The database is away (or the request's session could not be checked): try again shortly. */
export const databaseUnavailable = () => new HttpError(503, UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) })

export function errorResponse(status: number, body: ErrorBody, headers?: Record<string, string>): NextResponse {
  return NextResponse.json(body, { status, headers })
}

function zodErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

function payloadFieldErrors(error: ValidationError): FieldError[] {
  const data = error.data as { errors?: { path?: string; message?: string }[] } | undefined
  return (data?.errors ?? []).map((e) => ({ path: e.path ?? '', message: e.message ?? 'Invalid input' }))
}

/** PostgreSQL's own refusals (constraints) are the client's fault, not the server's. */
function databaseErrorResponse(error: unknown): NextResponse | null {
  const refusal = sqlRefusal(error)
  return refusal && errorResponse(refusal.status, { message: refusal.message })
}

/**
 * Maps anything a handler throws to the documented JSON error answer (docs/api.md#errors):
 * bad input 400, signed out 401, not allowed 403, missing 404, conflict 409, database away 503.
 * Unknown failures are logged and answered 500 without internals.
 */
export function toErrorResponse(error: unknown, { signedIn }: { signedIn: boolean }): NextResponse {
  if (error instanceof HttpError) {
    return errorResponse(error.status, { message: error.message, errors: error.errors }, error.headers)
  }
  if (reportIfDatabaseUnreachable(error)) {
    return errorResponse(503, { message: UNAVAILABLE_MESSAGE }, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  }
  if (error instanceof ZodError) {
    const errors = zodErrors(error)
    return errorResponse(400, { message: errors[0]?.message ?? 'Invalid input', errors })
  }
  if (error instanceof ValidationError) {
    const errors = payloadFieldErrors(error)
    const conflict = errors.length > 0 && errors.every((e) => /unique|already registered|is taken/i.test(e.message))
    return errorResponse(conflict ? 409 : 400, {
      message: conflict ? errors[0].message : (errors[0]?.message ?? error.message),
      errors,
    })
  }
  if (error instanceof Forbidden || error instanceof UnauthorizedError) {
    return signedIn ? errorResponse(403, { message: 'You are not allowed to do this' }) : errorResponse(401, { message: 'Authentication required' })
  }
  if (error instanceof NotFound) return errorResponse(404, { message: 'Not found' })
  const database = databaseErrorResponse(error)
  if (database) return database
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    return errorResponse(error.status, { message: error.message })
  }
  console.error('[api] unexpected error', error)
  return errorResponse(500, { message: 'Something went wrong on our side. Please try again.' })
}
