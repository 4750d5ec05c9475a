import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { generateApiKey, presentsApiKey, stampApiKeyCreation } from '@/features/accounts/api-keys'
import { withSessionCheck } from '@/features/accounts/session-check'
import { apiKeyOrOutage } from '@/features/accounts/sign-in'

type StampArgs = Parameters<typeof stampApiKeyCreation>[0]
const stamp = (data: Record<string, unknown>) => stampApiKeyCreation({ data } as unknown as StampArgs) as Record<string, unknown>

describe('API keys', () => {
  it('are 256 random bits in URL-safe base64, never twice the same', () => {
    const keys = new Set(Array.from({ length: 1000 }, generateApiKey))
    expect(keys.size).toBe(1000)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("are recognised in Payload's scheme only", () => {
    expect(presentsApiKey('users API-Key abc')).toBe(true)
    // An empty key (HTTP trims the header's trailing space) is still a key, a wrong one.
    expect(presentsApiKey('users API-Key')).toBe(true)
    for (const other of ['JWT abc', 'Bearer abc', 'users api-key abc', 'users API-Keyabc', 'media API-Key abc', '', null, undefined])
      expect(presentsApiKey(other), String(other)).toBe(false)
  })

  it('stamp their creation time when a key is given, and clear it when Payload clears the key', () => {
    const before = Date.now()
    const given = stamp({ apiKey: 'new-key', enableAPIKey: true, apiKeyIndex: 'hmac' })
    expect(new Date(given.apiKeyCreatedAt as string).getTime()).toBeGreaterThanOrEqual(before)
    expect(stamp({ apiKey: null, enableAPIKey: false, apiKeyIndex: null }).apiKeyCreatedAt).toBeNull()
    // Any other change (a role, a password) leaves the key's time alone.
    expect(stamp({ role: 'admin' })).not.toHaveProperty('apiKeyCreatedAt')
    expect(stamp({ apiKey: '', apiKeyIndex: null }).apiKeyCreatedAt).toBeNull()
  })
})

describe('the API-key check', () => {
  /** Just what the strategy uses of Payload: its own API-key strategy, and the database. */
  const payloadWith = (found: { id: number } | null, databaseUp: boolean) =>
    ({
      authStrategies: [{ name: 'users-api-key', authenticate: async () => ({ user: found }) }],
      db: {
        drizzle: {
          execute: async () => {
            if (!databaseUp) throw new Error('connect ECONNREFUSED')
            return { rows: [] }
          },
        },
      },
    }) as unknown as Payload
  const check = async (payload: Payload, authorization = 'users API-Key some-key') => {
    const session = { uncheckable: false }
    const { user } = await withSessionCheck(session, () =>
      apiKeyOrOutage.authenticate({
        headers: new Headers({ authorization }),
        payload,
        canSetHeaders: false,
        isGraphQL: false,
        strategyName: 'api-key-or-outage',
      }),
    )
    return { user, uncheckable: session.uncheckable }
  }

  it("answers Payload's account for a key it knows", async () => {
    expect(await check(payloadWith({ id: 7 }, true))).toEqual({ user: { id: 7 }, uncheckable: false })
  })

  it('takes a key it cannot find for a wrong one while the database answers', async () => {
    expect(await check(payloadWith(null, true))).toEqual({ user: null, uncheckable: false })
  })

  it('marks the request uncheckable (503), not signed out (401), when the database is away', async () => {
    expect(await check(payloadWith(null, false))).toEqual({ user: null, uncheckable: true })
  })

  it('leaves requests without a key to the other strategies', async () => {
    expect(await check(payloadWith({ id: 7 }, false), 'JWT abc')).toEqual({ user: null, uncheckable: false })
  })
})
