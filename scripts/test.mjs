#!/usr/bin/env node
// `npm test`: every step in order, each timed (docs/testing.md#time-per-tier): the type check, the
// production build, then the unit, integration and browser tiers. Stops at the first that fails.
import { spawnSync } from 'node:child_process'

const STEPS = ['typecheck', 'build', 'test:unit', 'test:int', 'test:e2e']

const times = []
const summary = () => times.map(([step, seconds, outcome]) => `  ${step.padEnd(10)} ${String(seconds).padStart(5)} s  ${outcome}`).join('\n')
const started = Date.now()

for (const step of STEPS) {
  const start = Date.now()
  console.log(`\n── npm run ${step}`)
  const run = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' })
  const seconds = Math.round((Date.now() - start) / 1000)
  const ok = run.status === 0
  times.push([step, seconds, ok ? 'passed' : `failed (exit ${run.status ?? run.signal})`])
  console.log(`── ${step}: ${seconds} s`)
  if (!ok) {
    console.log(`\nnpm test stopped after ${Math.round((Date.now() - started) / 1000)} s:\n${summary()}`)
    process.exit(run.status ?? 1)
  }
}
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s:\n${summary()}`)
