import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { PORT_OFFSET } from '../setup/slots'
import { recreateDatabase } from '../setup/test-database'
import { spawnTestServer } from '../setup/test-server'
import { databaseUrl as workerDatabaseUrl, workerPort } from '../setup/worker'

/**
 * Start-up checks its settings (ADMIN_PASSWORD against the rules of every account,
 * src/features/accounts/password-rules.ts; SMTP_URL and MAIL_FROM, src/features/mail/transport.ts): a refused one stops
 * the server at once, saying which variable and which rule, instead of leaving a server that
 * answers 500 to every request.
 */
const databaseUrl = (() => {
  const url = new URL(workerDatabaseUrl)
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_startup`
  return url.toString()
})()
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-startup-media-'))
const port = workerPort(PORT_OFFSET.startup)

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

/** Settings start-up refuses, and what it must say about each. */
const REFUSED: { setting: string; env: Record<string, string>; says: string[] }[] = [
  {
    setting: 'an ADMIN_PASSWORD the rules refuse',
    // It contains the local part of the e-mail: a rule of every account's password.
    env: { ADMIN_EMAIL: 'ceo@example.com', ADMIN_PASSWORD: 'ceo-harbor-lantern-77' },
    says: ['ADMIN_PASSWORD', "Choose a password without your username, your email or the site's name in it."],
  },
  { setting: 'an SMTP_URL that is not an SMTP address', env: { SMTP_URL: 'https://mail.example.com' }, says: ['SMTP_URL must start with smtp:// or smtps://'] },
  { setting: 'a MAIL_FROM that is not an address', env: { MAIL_FROM: 'Himalayan Beats' }, says: ['MAIL_FROM is not an address'] },
]

for (const { setting, env, says } of REFUSED) {
  describe(`start-up with ${setting}`, () => {
    it('stops at once with a non-zero exit, naming the variable and the rule', async () => {
      await recreateDatabase(databaseUrl)
      const started = spawnTestServer({ port, databaseUrl, mediaDir, env })
      const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000).unref())
      // Asked meanwhile, as a visitor would: the server must not be answering 500 to anyone.
      const visitor = fetch(`${started.baseUrl}/`).then(
        (answer) => answer.status,
        () => 'no answer',
      )
      const code = await Promise.race([started.exited, timeout])
      if (code === 'still running') started.server.kill('SIGKILL')
      expect(code).not.toBe('still running')
      expect(code).not.toBe(0)
      for (const words of says) expect(started.output()).toContain(words)
      expect(started.output()).not.toContain('The following field is invalid')
      expect(await visitor).not.toBe(500)
    }, 90_000)
  })
}
