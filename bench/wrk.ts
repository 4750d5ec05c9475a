import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Load with Debian's wrk: written in C, it does not saturate before the server on this machine
 * (autocannon's own thread did, measuring several times less). Installed here when missing, as
 * root, from Debian's packages. Latency percentiles come from wrk's own histogram (a Lua `done`
 * hook prints them as JSON), so p95 is measured, not stood in for.
 */

export type Load = { path: string; rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number }

const WRK = '/usr/bin/wrk'
/** Two threads: one per core, sharing them with the server as every load here does. */
const THREADS = 2

const REPORT = `done = function(summary, latency, requests)
  io.write(string.format('\\nWRK-JSON {"requests":%d,"duration":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout))
end
`

let script: string | undefined

export function ensureWrk(): void {
  if (existsSync(WRK)) return
  if (process.getuid?.() !== 0) throw new Error('wrk is not installed: sudo apt-get install wrk')
  console.log('Installing wrk from Debian packages')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

/** Loads one URL for `seconds` with `connections` open connections; bounded, loopback only. */
export async function wrk(
  url: string,
  { seconds, connections, headers = {}, label }: { seconds: number; connections: number; headers?: Record<string, string>; label: string },
): Promise<Load> {
  const target = new URL(url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error(`Load only on this machine, not ${target.hostname}`)
  ensureWrk()
  if (!script) {
    script = path.join(mkdtempSync(path.join(tmpdir(), 'agency-wrk-')), 'report.lua')
    writeFileSync(script, REPORT)
  }
  const args = ['-t', String(Math.min(THREADS, connections)), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.on('data', (chunk) => (text += chunk))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))))
  })
  const json = /WRK-JSON (\{.*\})/.exec(output)?.[1]
  if (!json) throw new Error(`wrk printed no report: ${output}`)
  const r = JSON.parse(json) as Record<string, number>
  const ms = (us: number) => Math.round(us / 100) / 10
  return {
    path: label,
    rps: Math.round(r.requests / (r.duration / 1e6)),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    errors: r.connect + r.read + r.write + r.timeout,
    non2xx: r.status,
  }
}
