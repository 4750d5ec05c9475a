import { expect, type Page } from '@playwright/test'

/** Content full of markup: each payload, if it ever ran, would set window.__xss to where it came from. */
export const MARK = 'xss'
export const payload = (where: string) =>
  `<script>window.__xss='${where}'</script><img src=x onerror="window.__xss='${where}'"><svg onload="window.__xss='${where}'">"'><iframe src="javascript:window.__xss='${where}'">`

export const PUBLIC_PAGES = ['/', '/artists', '/tour', '/events', '/sponsorship', '/contact', '/public', '/public/artists']

/** Collects what the page refuses under its Content-Security-Policy, and any dialog a payload opens. */
export async function watchForPayloads(page: Page): Promise<string[]> {
  // No internet here: other origins (the map's) fail at once instead of holding the page's load.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('dialog', (dialog) => {
    violations.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return violations
}

/** Visits a page and reports what ran that should not have: an injected script or a CSP breach. */
export async function visit(page: Page, path: string, violations: string[]) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const ran = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)
  expect(ran, `a payload ran on ${path}`).toBeUndefined()
  expect(violations, `CSP violations on ${path}`).toEqual([])
}
