/** Entity fields keep an upload's file name (docs/product.md#entities-and-fields); this is where the file is served. */
export function mediaUrl(filename: string): string {
  return `/cms-api/media/file/${encodeURIComponent(filename)}`
}

/** A gallery's photos (or a version's) as stored: the file names of uploads, in order. */
export const photosOf = (gallery: { photos?: unknown }): string[] =>
  Array.isArray(gallery.photos) ? gallery.photos.filter((photo: unknown): photo is string => typeof photo === 'string') : []
