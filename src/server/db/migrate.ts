import type { Migration, Payload } from 'payload'

import { migrations } from '../../../migrations'

/** Applies the committed migrations (the top-level migrations/ folder) that have not run yet. */
export async function applyMigrations(payload: Payload): Promise<void> {
  // Generated migrations type their arguments more narrowly than Payload's Migration type.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
