import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { ApiError } from './api'

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
