#!/usr/bin/env node
// Reads the output of `npm test` (or of one tier) on standard input and prints, per tier, every
// test file with its tests and its time, slowest first, as the Markdown tables of
// docs/testing.md#time-per-file: `npm test 2>&1 | tee test.log; node scripts/test-times.mjs < test.log`.
// Vitest prints each file's time; Playwright each test's, summed here per file.
import { text } from 'node:stream/consumers'

// Without the colours the runners print.
const plain = (await text(process.stdin)).replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')

const files = { unit: new Map(), int: new Map(), e2e: new Map() }
const add = (tier, file, tests, ms) => {
  const entry = files[tier].get(file) ?? { tests: 0, ms: 0 }
  files[tier].set(file, { tests: entry.tests + tests, ms: entry.ms + ms })
}

// `|int|` as Vitest writes a project's name to a file, ` int ` (on a coloured badge) to a terminal.
for (const [, tier, file, tests, ms] of plain.matchAll(/^ [✓❯×] +\|? ?(unit|int) ?\|? +(\S+) \((\d+) tests?(?: \| [^)]*)?\) (\d+)ms/gm)) {
  add(tier, file, Number(tests), Number(ms))
}
for (const [, file, seconds, unit] of plain.matchAll(/^\s+[✓✘-]\s+\d+ (tests\/e2e\/\S+?):\d+:\d+ › .* \(([\d.]+)(m?s)\)$/gm)) {
  add('e2e', file, 1, unit === 'ms' ? Number(seconds) : Number(seconds) * 1000)
}

for (const [tier, byFile] of Object.entries(files)) {
  if (byFile.size === 0) continue
  const rows = [...byFile].sort((a, b) => b[1].ms - a[1].ms)
  const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0)
  const tests = rows.reduce((sum, [, entry]) => sum + entry.tests, 0)
  console.log(`\n${tier}: ${rows.length} files, ${tests} tests, ${Math.round(total / 1000)} s of file time\n`)
  console.log('| File | Tests | Time |\n|---|---|---|')
  for (const [file, entry] of rows) console.log(`| \`${file}\` | ${entry.tests} | ${(entry.ms / 1000).toFixed(1)} s |`)
}
