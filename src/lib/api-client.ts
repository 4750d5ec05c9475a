/**
 * The browser's one API module, for the back office and the site's contact form (the client
 * conventions of docs/product.md#the-calls): every call sends credentials, JSON bodies go with a
 * JSON content type, and a non-2xx answer throws an Error whose message is "{status}: {body text or
 * status text}". Reads may turn a 401 into null.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

export type FieldError = { path: string; message: string }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }

  /** Field errors the server attached (`{ errors: [{ path, message }] }`), if any. */
  get fieldErrors(): FieldError[] {
    try {
      const body = JSON.parse(this.bodyText) as { errors?: FieldError[] }
      return Array.isArray(body.errors) ? body.errors : []
    } catch {
      return []
    }
  }

  /** The server's own message, for display. */
  get serverMessage(): string | null {
    try {
      return (JSON.parse(this.bodyText) as { message?: string }).message ?? null
    } catch {
      return null
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = await response.text().catch(() => '')
  throw new ApiError(response.status, text, response.statusText)
}

/** A mutation or any call: method, URL and an optional JSON body (or FormData for uploads). */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  })
  await throwIfNotOk(response)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

export type UnauthorizedBehavior = 'returnNull' | 'throw'

/** A read (GET) that parses JSON; on 401 it returns null when asked to. */
export async function apiGet<T>(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' })
  if (on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}

/** One page of a list the server pages (`limit`, `page`): its records, how many the whole list holds, and which page this is. */
export type ListPage<T> = { docs: T[]; total: number; page: number }

/** A read of one page of an /api list: the records, with `X-Total-Count` and `X-Page` (docs/api.md#staff-lists-search-filters-and-order). */
export async function apiGetPage<T>(url: string): Promise<ListPage<T>> {
  const response = await fetch(url, { credentials: 'include' })
  await throwIfNotOk(response)
  const docs = (await response.json()) as T[]
  return { docs, total: Number(response.headers.get('x-total-count') ?? docs.length), page: Number(response.headers.get('x-page') ?? 1) }
}

/**
 * Puts the server's field errors next to the fields they belong to. Nested API paths
 * (socialLinks.instagram) fall back to their last segment (the form's flat field).
 */
export function serverErrorsToForm<T extends FieldValues>(error: ApiError, setError: UseFormSetError<T>): void {
  for (const fieldError of error.fieldErrors) {
    const path = fieldError.path.split('.').pop() ?? fieldError.path
    setError(path as Path<T>, { type: 'server', message: fieldError.message })
  }
}
