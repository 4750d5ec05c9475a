import { randomUUID } from 'node:crypto'

import { type APIRequestContext, test as base } from '@playwright/test'

import { adminApi } from './helpers'

export { expect } from '@playwright/test'

/** A record as the API answers it. */
export type ApiRecord = { id: number } & Record<string, any>

/**
 * What a test arranges through the API and gives back afterwards. Everything it made is deleted,
 * and everything it changed put back, when the test ends, whether it passed or failed, so every
 * test file runs alone, in any order, beside any other.
 */
export type Arrange = {
  /** `label` with a tag of this test's own, so that no other test (nor another run) has the same name. */
  name(label: string): string
  /** Creates a record as the admin through the API (it must answer 201); deleted after the test. */
  create(collection: string, data: Record<string, unknown>): Promise<ApiRecord>
  /** Uploads an image to Media as the admin (it must answer 201); deleted after the test. */
  upload(file: { name: string; mimeType: string; buffer: Buffer }, alt?: string): Promise<ApiRecord>
  /** Deletes after the test the records of `collection` whose `field` is `value`: those a test makes through the screens. */
  removeAfter(collection: string, field: string, value: unknown): void
  /**
   * Puts these fields of a record or a global (`/api/footer-settings`) back as they are now,
   * after the test. Site-wide settings are shared by every test: only tests of
   * site-wide.e2e.spec.ts change them, one after another.
   */
  restoreAfter(path: string, fields: string[]): Promise<void>
}

type Fixtures = {
  /** The REST API signed in as the admin (tests/e2e/global-setup.ts creates the account). */
  api: APIRequestContext
  arrange: Arrange
}

export const test = base.extend<Fixtures>({
  api: async ({ baseURL }, use) => {
    const api = await adminApi(baseURL!)
    await use(api)
    await api.dispose()
  },

  arrange: async ({ api }, use, testInfo) => {
    // Run last first: a gallery goes before the event it points to, a setting back before a record.
    const undo: { what: string; run: () => Promise<unknown> }[] = []
    const tag = randomUUID().slice(0, 6)
    let names = 0

    const expectAnswer = async (what: string, answer: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
      if (answer.status() !== status) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`)
    }
    const remove = (collection: string, id: number) => async () => {
      const answer = await api.delete(`/api/${collection}/${id}`)
      // Gone already (the test deleted it, as a user would): nothing to undo.
      if (answer.status() !== 404) await expectAnswer(`DELETE /api/${collection}/${id}`, answer, 204)
    }

    await use({
      name: (label) => `${label} ${tag}${names++ || ''}`,

      async create(collection, data) {
        const answer = await api.post(`/api/${collection}`, { data })
        await expectAnswer(`POST /api/${collection}`, answer, 201)
        const record = (await answer.json()) as ApiRecord
        undo.push({ what: `${collection} ${record.id}`, run: remove(collection, record.id) })
        return record
      },

      async upload(file, alt) {
        const answer = await api.post('/api/media', { multipart: { file, ...(alt ? { alt } : {}) } })
        await expectAnswer('POST /api/media', answer, 201)
        const media = (await answer.json()) as ApiRecord
        // Media has no delete in the documented API: Payload's own REST API removes the record and its files.
        // A gallery's photos go with it (src/collections/Galleries.ts): one gone already is undone.
        undo.push({
          what: `media ${media.id}`,
          run: async () => {
            const deleted = await api.delete(`/cms-api/media/${media.id}`)
            if (deleted.status() !== 404) await expectAnswer(`DELETE /cms-api/media/${media.id}`, deleted, 200)
          },
        })
        return media
      },

      removeAfter(collection, field, value) {
        undo.push({
          what: `${collection} with ${field} ${String(value)}`,
          run: async () => {
            const answer = await api.get(`/api/${collection}`)
            await expectAnswer(`GET /api/${collection}`, answer, 200)
            for (const record of (await answer.json()) as ApiRecord[]) {
              if (record[field] === value) await remove(collection, record.id)()
            }
          },
        })
      },

      async restoreAfter(path, fields) {
        const answer = await api.get(path)
        await expectAnswer(`GET ${path}`, answer, 200)
        const before = (await answer.json()) as Record<string, unknown>
        const data = Object.fromEntries(fields.map((field) => [field, before[field] ?? null]))
        undo.push({ what: `${path} (${fields.join(', ')})`, run: async () => expectAnswer(`PATCH ${path}`, await api.patch(path, { data }), 200) })
      },
    })

    const failures: string[] = []
    for (const { what, run } of undo.reverse()) {
      try {
        await run()
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`)
      }
    }
    // A test that cannot clean up after itself fails: what it left would change other tests' pages.
    if (failures.length > 0) throw new Error(`${testInfo.title}: could not undo\n${failures.join('\n')}`)
  },
})
