import { diffWordsWithSpace } from 'diff'

/**
 * A word diff of two texts, for a long text's change in a record's history
 * (src/features/publishing/admin/history-dialog.tsx): the words both keep, those only the first
 * had and those only the second has, in reading order (jsdiff's Myers diff over words). Spaces and
 * line breaks are kept with the words, so the parts put together give each text back.
 */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string }

/** Past this many words taken out and put in, the text reads as replaced whole: a diff of a rewrite helps no one. */
const MOST_EDITS = 400

export function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MOST_EDITS })
  if (!changes) {
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ].filter((part) => part.text !== '') as DiffPart[]
  }
  return changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }))
}
