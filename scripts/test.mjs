#!/usr/bin/env node
// `npm test`: every step in order, each timed (docs/testing.md#time-per-tier): format and lint
// (docs/lint.md), the type check, the production build, then the unit, integration and browser tiers. Stops at the first that fails.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const STEPS = ['lint', 'typecheck', 'build', 'test:unit', 'test:int', 'test:e2e']

/**
 * The machine's CPU time so far (Linux's /proc/stat, in seconds): busy, and stolen by the host for
 * other machines. The same suite takes about three times as long on a machine that gives it a
 * third of the CPU, so a run's time is read beside these (docs/testing.md#time-per-tier).
 */
function machineCpu() {
  if (!existsSync('/proc/stat')) return null
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
  return { busy: (user + nice + system + irq + softirq) / 100, steal: steal / 100 }
}
const cpuAtStart = machineCpu()
const cpuLine = () => {
  const now = machineCpu()
  if (!now || !cpuAtStart) return ''
  const seconds = (Date.now() - started) / 1000
  const busy = Math.round(now.busy - cpuAtStart.busy)
  const steal = Math.round(now.steal - cpuAtStart.steal)
  return `\n  CPU: ${busy} s used on ${availableParallelism()} cores in ${Math.round(seconds)} s; ${steal} s taken by the host (steal)`
}

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
    console.log(`\nnpm test stopped after ${Math.round((Date.now() - started) / 1000)} s:\n${summary()}${cpuLine()}`)
    process.exit(run.status ?? 1)
  }
}
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s:\n${summary()}${cpuLine()}`)
