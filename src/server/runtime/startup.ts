import type { Payload } from 'payload'

import { passwordProblem } from '@/features/accounts/password-rules'
import { passwordMatches } from '@/features/accounts/sign-in'
import { ACTIVITY_CONTEXT } from '@/features/activity/log'
import { alertsDelaySeconds } from '@/features/alerts/job'
import { mailSettings } from '@/features/mail/transport'
import { isDatabaseEmpty, seedDemoContent } from '@/seed'
import { applyMigrations } from '@/server/db/migrate'
import { jobsPollMs, startJobRunner } from '@/server/jobs/runner'
import { getPayloadClient } from '@/server/runtime/payload'
import { closeDatabaseOnShutdown } from '@/server/runtime/shutdown'
import { StartupError } from '@/server/runtime/startup-error'

export { StartupError }

type AdminAccount = { email: string; username: string; password: string }

/**
 * Start-up: check the settings, apply committed migrations, make sure the admin named by
 * ADMIN_EMAIL/ADMIN_PASSWORD exists, and fill an empty database with demo content where that is
 * wanted (README), and offer to run the jobs queue; on the way out, the server closes the database connections
 * (src/server/runtime/shutdown.ts).
 */
export async function runStartupTasks(): Promise<void> {
  // Settings first: a refused one stops the server before it touches the database.
  const admin = adminFromEnv()
  mailSettings()
  jobsPollMs()
  alertsDelaySeconds()
  const payload = await getPayloadClient()
  closeDatabaseOnShutdown(payload)
  await applyMigrations(payload)
  if (admin) await ensureAdmin(payload, admin)
  if (process.env.EMBEDDED_DATABASE === 'true' || process.env.SEED_DEMO === 'true') {
    if (await isDatabaseEmpty(payload)) {
      payload.logger.info('Empty database: adding the demo content')
      await seedDemoContent(payload)
    }
  }
  // Every instance offers to run the jobs queue; one at a time does (src/server/jobs/runner.ts).
  if (process.env.DATABASE_URL) startJobRunner(payload, process.env.DATABASE_URL)
}

/**
 * The admin account ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_USERNAME name, if any, its password held
 * to the rules of every account (src/features/accounts/password-rules.ts).
 */
export function adminFromEnv(env: NodeJS.ProcessEnv = process.env): AdminAccount | null {
  const email = env.ADMIN_EMAIL?.trim()
  const password = env.ADMIN_PASSWORD
  if (!email && !password) return null
  if (!email || !password) {
    throw new StartupError('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the admin account (or neither).')
  }
  const username = env.ADMIN_USERNAME?.trim() || email.split('@')[0].replace(/[^\w.-]/g, '') || 'admin'
  const problem = passwordProblem(password, { username, email })
  if (problem) throw new StartupError(`ADMIN_PASSWORD is refused for the admin account ${email}: ${problem}`)
  return { email, username, password }
}

/**
 * Creates or updates the admin account. A password already the account's is not set again: each
 * start would otherwise end the admin's sessions and links and mail them that it changed.
 */
export async function ensureAdmin(payload: Payload, { email, username, password }: AdminAccount): Promise<void> {
  // A start-up task acts for the operator, not for a request: no user, full access.
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  const data = { email, username, password, role: 'admin' as const }
  const account = existing.docs[0]
  if (account) {
    const unchanged = await passwordMatches(password, account as { hash?: unknown; salt?: unknown })
    await payload.update({ collection: 'users', id: account.id, data: unchanged ? { email, username, role: 'admin' as const } : data, depth: 0 })
    payload.logger.info(`Updated the admin account ${email}`)
  } else {
    await payload.create({ collection: 'users', data, depth: 0, context: { [ACTIVITY_CONTEXT]: { action: 'create', note: 'at start-up, from ADMIN_EMAIL' } } })
    payload.logger.info(`Created the admin account ${email}`)
  }
}
