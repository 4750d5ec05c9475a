import { isDeepStrictEqual } from 'node:util'

import { isBlank } from '@/lib/blank'

/**
 * The fields where `after` differs from `before` (or, with nothing before, those it holds), among
 * those `counts` keeps: a version's changes in its history (src/features/publishing/history.ts) and an update's
 * in the activity log (src/features/activity/hooks.ts).
 */
export function changedFields(counts: (field: string) => boolean, after: Record<string, unknown>, before: Record<string, unknown> | undefined): string[] {
  const names = new Set([...Object.keys(after), ...Object.keys(before ?? {})].filter(counts))
  return [...names].filter((name) => (before ? !isDeepStrictEqual(after[name] ?? null, before[name] ?? null) : !isBlank(after[name])))
}
