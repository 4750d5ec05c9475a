/** Each input file's SHA-1, by its path from the repository's root. */
export function sourceDigests(root?: string): Record<string, string>
export function writeStamp(digests: Record<string, string>, root?: string): void
/** Why the production build cannot be tested (none, unstamped, or older than its sources), or null. */
export function staleBuildReason(root?: string): string | null
export const STAMP_FILE: string
