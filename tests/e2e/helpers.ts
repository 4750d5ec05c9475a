import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, request } from '@playwright/test'

export const E2E_ADMIN = { username: 'e2e-admin', email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }

/** The REST API signed in as the admin, sending Origin as a browser would (CSRF allowlist). */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  const login = await api.post('/api/auth/login', { data: { login: E2E_ADMIN.username, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  return api
}

/** No serious or critical accessibility violation on the page (axe-core, WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
  ).toEqual([])
}

/** yyyy-MM-dd of a day at a venue, `days` from today. */
export function venueDate(timeZone: string, days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}
