/** Entity fields keep an upload's file name (docs/product.md#entities-and-fields); this is where the file is served. */
export function mediaUrl(filename: string): string {
  return `/cms-api/media/file/${encodeURIComponent(filename)}`
}

/** A gallery's photos (or a version's) as stored: the file names of uploads, in order. */
export const photosOf = (gallery: { photos?: unknown }): string[] =>
  Array.isArray(gallery.photos) ? gallery.photos.filter((photo: unknown): photo is string => typeof photo === 'string') : []

/** A gallery's photo captions as stored, by file name: each caption that says something, trimmed. */
export function captionsOf(gallery: { captions?: unknown }): Record<string, string> {
  const stored = gallery.captions
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {}
  return Object.fromEntries(
    Object.entries(stored).flatMap(([photo, caption]) => (typeof caption === 'string' && caption.trim() ? [[photo, caption.trim()]] : [])),
  )
}
