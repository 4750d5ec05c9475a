#!/usr/bin/env node
// `npm test`: every step, each timed (docs/testing.md#time-per-tier). First the three checks that need
// no build, side by side: format and lint (docs/lint.md), the type check and the unit tier; then the
// production build, the integration tier and the browser tier, one after another. Stops at the
// first step that fails.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** Steps of a stage run at once (each on one core at most); stages run in order. */
const STAGES = [['lint', 'typecheck', 'test:unit'], ['build'], ['test:int'], ['test:e2e']]

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
const started = Date.now()
const elapsed = (since) => Math.round((Date.now() - since) / 1000)
const cpuLine = () => {
  const now = machineCpu()
  if (!now || !cpuAtStart) return ''
  const busy = Math.round(now.busy - cpuAtStart.busy)
  const steal = Math.round(now.steal - cpuAtStart.steal)
  return `\n  CPU: ${busy} s used on ${availableParallelism()} cores in ${elapsed(started)} s; ${steal} s taken by the host (steal)`
}

const times = []
const summary = () => times.map(([step, seconds, outcome]) => `  ${step.padEnd(10)} ${String(seconds).padStart(5)} s  ${outcome}`).join('\n')

/**
 * Runs `npm run <step>`. A step alone prints as it goes; steps side by side keep their output and
 * print it whole when they end, so that no two interleave.
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const start = Date.now()
    if (alone) console.log(`\n── npm run ${step}`)
    const child = spawn('npm', ['run', '--silent', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = elapsed(start)
      if (!alone) {
        console.log(`\n── npm run ${step}`)
        process.stdout.write(Buffer.concat(output))
      }
      const ok = code === 0
      times.push([step, seconds, ok ? 'passed' : `failed (exit ${code ?? signal})`])
      console.log(`── ${step}: ${seconds} s`)
      resolve(ok ? 0 : (code ?? 1))
    })
  })
}

for (const stage of STAGES) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)))
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) {
    console.log(`\nnpm test stopped after ${elapsed(started)} s:\n${summary()}${cpuLine()}`)
    process.exit(failed)
  }
}
console.log(`\nnpm test took ${elapsed(started)} s:\n${summary()}${cpuLine()}`)
