import type { Payload } from 'payload'

import { passwordSchema } from '@/schemas/user'
import { isDatabaseEmpty, seedDemoContent } from '@/seed'
import { applyMigrations } from '@/server/migrate'
import { getPayloadClient } from '@/server/payload'
import { closeDatabaseOnShutdown } from '@/server/shutdown'

/**
 * Start-up: apply committed migrations, make sure the admin named by ADMIN_EMAIL/ADMIN_PASSWORD
 * exists, and fill an empty database with demo content where that is wanted (README); on the way
 * out, the server closes the database connections (src/server/shutdown.ts).
 */
export async function runStartupTasks(): Promise<void> {
  const payload = await getPayloadClient()
  closeDatabaseOnShutdown(payload)
  await applyMigrations(payload)
  await ensureAdminFromEnv(payload)
  if (process.env.EMBEDDED_DATABASE === 'true' || process.env.SEED_DEMO === 'true') {
    if (await isDatabaseEmpty(payload)) {
      payload.logger.info('Empty database: adding the demo content')
      await seedDemoContent(payload)
    }
  }
}

/** Creates or updates the admin account from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_USERNAME. */
export async function ensureAdminFromEnv(payload: Payload): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim()
  const password = process.env.ADMIN_PASSWORD
  if (!email && !password) return
  if (!email || !password) {
    throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the admin account (or neither).')
  }
  const checked = passwordSchema.safeParse(password)
  if (!checked.success) throw new Error(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message}`)
  const username = process.env.ADMIN_USERNAME?.trim() || email.split('@')[0].replace(/[^\w.-]/g, '') || 'admin'

  // A start-up task acts for the operator, not for a request: no user, full access.
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const data = { email, username, password, role: 'admin' as const }
  if (existing.docs[0]) {
    await payload.update({ collection: 'users', id: existing.docs[0].id, data, depth: 0 })
    payload.logger.info(`Updated the admin account ${email}`)
  } else {
    await payload.create({ collection: 'users', data, depth: 0 })
    payload.logger.info(`Created the admin account ${email}`)
  }
}
