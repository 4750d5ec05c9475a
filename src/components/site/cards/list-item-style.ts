import type { CSSProperties } from 'react'

/** Items of a list always drawn at once: more than the first screen of a phone or a desktop holds. */
const DRAWN_AT_ONCE = 6

/**
 * The style of a long list's item at this position. From the seventh on, the browser may skip
 * laying out and painting an item until it comes near the screen (`content-visibility: auto`),
 * keeping its place at about its height meanwhile (then at its own, once drawn): a phone does
 * less work before it shows the page. The first items are always drawn, so nothing on the first
 * screen moves, and every item stays in the page for find-in-page, screen readers and search
 * engines alike.
 */
export function listItemStyle(index: number, height: string): CSSProperties | undefined {
  // Its height only: an intrinsic width would hold a one-column grid wider than a phone.
  return index < DRAWN_AT_ONCE ? undefined : { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}` }
}
