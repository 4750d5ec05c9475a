'use client'

import { ApiError, apiRequest } from '@/lib/api-client'
import { type ChosenImage, isChosenImage } from '@/lib/image-choice'

/** Uploads one file (and its alt text) to POST /api/media; resolves with the stored upload. */
export function uploadFile(file: File, purpose: ChosenImage['purpose'], alt = ''): Promise<{ filename: string }> {
  const form = new FormData()
  form.set('file', file)
  if (alt.trim()) form.set('alt', alt.trim())
  return apiRequest('POST', purpose === 'sponsorship' ? '/api/media?for=sponsorship' : '/api/media', form)
}

/**
 * Stores the files chosen in a form's image fields, each with its alt text, when the form is saved
 * (choosing a file and cancelling stores nothing): the values with each stored file's name in its
 * place. A refused file is an error on its own field.
 */
export async function storeChosenImages<V extends object>(values: V): Promise<V> {
  const stored = { ...values } as Record<string, unknown>
  for (const [name, value] of Object.entries(values)) {
    if (!isChosenImage(value)) continue
    try {
      stored[name] = (await uploadFile(value.file, value.purpose, value.alt)).filename
    } catch (error) {
      const message = (error instanceof ApiError && error.serverMessage) || 'Upload failed: the server could not be reached.'
      throw new ApiError(400, JSON.stringify({ message, errors: [{ path: name, message }] }), 'Upload failed')
    }
  }
  return stored as V
}
