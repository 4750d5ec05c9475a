/** Entity fields keep an upload's file name (SPEC §3); this is where the file is served. */
export function mediaUrl(filename: string): string {
  return `/cms-api/media/file/${encodeURIComponent(filename)}`
}
