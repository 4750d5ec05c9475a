import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

/**
 * Runs per page. One run's performance score moves by up to 10 points on this machine (the
 * server and Chromium share two cores); Lighthouse's own advice is the median of five runs.
 */
const RUNS = 5

/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium: category scores and vitals of
 * each page's median run (Lighthouse's computeMedianRun), and the range of its performance scores.
 */
export async function runLighthouse(baseUrl: string, paths: string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const rows = []
    for (const path of paths) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        runs.push((await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr)
      }
      const lhr = computeMedianRun(runs)
      const score = (id: string, of = lhr) => Math.round((of.categories[id]?.score ?? 0) * 100)
      const performances = runs.map((run) => score('performance', run))
      rows.push({
        page: path.replace(/\?.*/, ''),
        performance: score('performance'),
        'performance range': `${Math.min(...performances)}-${Math.max(...performances)}`,
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        // What keeps a non-performance category under 100, to know what to fix.
        failing: ['accessibility', 'best-practices', 'seo']
          .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
          .join(' '),
      })
    }
    return rows
  } finally {
    chrome.kill()
  }
}
