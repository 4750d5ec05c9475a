import { readFileSync } from 'node:fs'

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)
}
