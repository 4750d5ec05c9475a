import { describe, expect, it } from 'vitest'

import { generateApiKey, presentsApiKey, stampApiKeyCreation } from '@/server/api-keys'

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
    expect(presentsApiKey('users API-Key ')).toBe(true)
    for (const other of ['JWT abc', 'Bearer abc', 'users api-key abc', 'media API-Key abc', '', null, undefined]) expect(presentsApiKey(other), String(other)).toBe(false)
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
