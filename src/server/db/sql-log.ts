import { appendFileSync } from 'node:fs'

/**
 * Every statement Payload's adapter sends and its parameters, one JSON line each, to the file
 * SQL_LOG_FILE names: for the test that reads the plans of the product's reads
 * (tests/int/query-plans.int.spec.ts). Off without it, as in production.
 */
export function sqlLog(file = process.env.SQL_LOG_FILE): { logQuery: (query: string, params: unknown[]) => void } | false {
  if (!file) return false
  return { logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`) }
}
