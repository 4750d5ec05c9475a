/**
 * A word diff of two texts, for a long text's change in a record's history
 * (src/features/publishing/admin/history-dialog.tsx): the words both keep, those only the first
 * had and those only the second has, in reading order. Spaces and line breaks are kept with the
 * words, so the parts put together give each text back.
 */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string }

/** Past this many word pairs between the first and the last word that differ, the middle reads as replaced whole. */
const MOST_PAIRS = 250_000

const words = (text: string) => text.split(/(\s+)/).filter((token) => token !== '')

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return
  const last = parts.at(-1)
  if (last?.kind === kind) last.text += text
  else parts.push({ kind, text })
}

/** The middle's parts by its longest run of common words (removed before added where both differ). */
function middle(a: string[], b: string[], parts: DiffPart[]) {
  if (a.length * b.length > MOST_PAIRS) {
    push(parts, 'removed', a.join(''))
    push(parts, 'added', b.join(''))
    return
  }
  // kept[i][j]: how many words a[i..] and b[j..] have in common, in order.
  const kept = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) kept[i][j] = a[i] === b[j] ? kept[i + 1][j + 1] + 1 : Math.max(kept[i + 1][j], kept[i][j + 1])
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(parts, 'same', a[i])
      i++
      j++
    } else if (j >= b.length || (i < a.length && kept[i + 1][j] >= kept[i][j + 1])) push(parts, 'removed', a[i++])
    else push(parts, 'added', b[j++])
  }
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before)
  const b = words(after)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const parts: DiffPart[] = []
  push(parts, 'same', a.slice(0, start).join(''))
  middle(a.slice(start, a.length - end), b.slice(start, b.length - end), parts)
  push(parts, 'same', a.slice(a.length - end).join(''))
  return parts
}
