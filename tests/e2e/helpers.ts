import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, request } from '@playwright/test'

import { E2E_PORT } from './port'

/** The admin account the server creates at start-up (global-setup.ts). */
export const E2E_FIRST_ADMIN = { username: 'e2e-admin', email: 'e2e-admin@example.com', password: 'copper-meadow-signal-18' }

/** How many workers may run at once, each with an admin account of its own (global-setup.ts creates them). */
export const E2E_MAX_WORKERS = 8

/** The admin account of worker `index`. */
export const workerAdmin = (index: number) => ({ ...E2E_FIRST_ADMIN, username: `e2e-admin-${index}`, email: `e2e-admin-${index}@example.com` })

/**
 * The admin this process signs in as: in a Playwright worker, the worker's own account. Payload
 * keeps an account's sessions in one list that each sign-in reads and writes whole, so two
 * sign-ins of one account at the same moment can lose one of the two sessions (the test signed out
 * in the middle); workers never share an account.
 */
const parallelIndex = process.env.TEST_PARALLEL_INDEX
export const E2E_ADMIN = parallelIndex === undefined ? E2E_FIRST_ADMIN : workerAdmin(Number(parallelIndex))

/**
 * A client address of its own for each sign-in, so the per-address sign-in limit (which a real
 * visitor meets) does not throttle a suite that signs in hundreds of times. Each Playwright worker
 * has its own range (TEST_WORKER_INDEX), so workers running at once never share an address.
 */
let addressCounter = 0
export function testAddress(): string {
  addressCounter += 1
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0)
  return `10.${1 + (worker % 250)}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`
}

/** The REST API signed in as the admin, sending Origin as a browser would (CSRF allowlist). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, 'X-Forwarded-For': testAddress() } })
  const login = await api.post('/api/auth/login', { data: { login: E2E_ADMIN.username, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  return api
}

/** No serious or critical accessibility violation on the page (axe-core, WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/** yyyy-MM-dd of a day at a venue, `days` from today. */
export function venueDate(timeZone: string, days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/** Signs the page's browser in (the session cookie is shared with page.request). */
export async function signInAs(page: Page, account: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { login: account.username, password: account.password },
    headers: { Origin: `http://127.0.0.1:${E2E_PORT}`, 'X-Forwarded-For': testAddress() },
  })
  expect(response.status()).toBe(200)
}

/** The one visible notification has this title (and description). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title })
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
}

/**
 * Types into a back-office list's search box and waits until the list answers it: a list the server
 * pages keeps the page before (marked busy) while the search is typed and sent, and a row clicked
 * then may move under the pointer as the answer arrives.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}
