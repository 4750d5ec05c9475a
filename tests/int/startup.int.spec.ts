import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { recreateDatabase } from '../setup/test-database'
import { spawnTestServer } from '../setup/test-server'

/**
 * Start-up holds ADMIN_PASSWORD to the rules of every account (src/server/password-rules.ts): a
 * refused one stops the server at once, saying which variable and which rule, instead of leaving
 * a server that answers 500 to every request.
 */
const databaseUrl = (() => {
  const url = new URL(inject('databaseUrl'))
  url.pathname = `/${process.env.TEST_DATABASE_PREFIX ?? ''}agency_startup`
  return url.toString()
})()
const mediaDir = mkdtempSync(path.join(tmpdir(), 'agency-startup-media-'))
const port = Number(process.env.TEST_LIFECYCLE_PORT ?? 3110) + 5

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

describe('start-up with an ADMIN_PASSWORD the rules refuse', () => {
  it('stops at once with a non-zero exit, naming the variable and the rule', async () => {
    await recreateDatabase(databaseUrl)
    // It contains the local part of the e-mail: a rule of every account's password.
    const started = spawnTestServer({ port, databaseUrl, mediaDir, env: { ADMIN_EMAIL: 'ceo@example.com', ADMIN_PASSWORD: 'ceo-harbor-lantern-77' } })
    const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000).unref())
    // Asked meanwhile, as a visitor would: the server must not be answering 500 to anyone.
    const visitor = fetch(`${started.baseUrl}/`).then((answer) => answer.status, () => 'no answer')
    const code = await Promise.race([started.exited, timeout])
    if (code === 'still running') started.server.kill('SIGKILL')
    expect(code).not.toBe('still running')
    expect(code).not.toBe(0)
    expect(started.output()).toContain('ADMIN_PASSWORD')
    expect(started.output()).toContain("Choose a password without your username, your email or the site's name in it.")
    expect(started.output()).not.toContain('The following field is invalid')
    expect(await visitor).not.toBe(500)
  }, 90_000)
})
