export const EMBEDDED_PORT: number
export const EMBEDDED_DATABASE: string
export function persistentSecret(dir: string, name: string): string
export function folderBlockingPostgresUser(target: string): string | null
export function startEmbeddedPostgres(options: {
  dataDir: string
  port?: number
  database?: string
  log?: boolean
}): Promise<{ databaseUrl: string; stop: () => Promise<void> }>
