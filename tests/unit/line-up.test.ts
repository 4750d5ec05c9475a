import { describe, expect, it } from 'vitest'

import { lineUpOf, performersOf, shownArtists } from '@/lib/line-up'

const shown = shownArtists([
  { id: 1, name: 'Sita Rai' },
  { id: 2, name: 'Ram Band' },
  { id: 3, name: 'Aarohi' },
])

describe("an event's line-up as visitors see it", () => {
  it('keeps its order and leaves out the artists visitors cannot see, whether held as ids or records', () => {
    expect(lineUpOf({ artists: [2, 9, 1] }, shown).map((artist) => artist.name)).toEqual(['Ram Band', 'Sita Rai'])
    expect(lineUpOf({ artists: [{ id: 3 } as never, 1] }, shown).map((artist) => artist.id)).toEqual([3, 1])
    expect(lineUpOf({ artists: null }, shown)).toEqual([])
  })

  it('names the performers: the line-up, or without one the artist the title names', () => {
    expect(performersOf({ artists: [3, 2], title: 'Sita Rai Live' }, shown).map((artist) => artist.name)).toEqual(['Aarohi', 'Ram Band'])
    expect(performersOf({ artists: [], title: 'An evening with ram band' }, shown).map((artist) => artist.name)).toEqual(['Ram Band'])
    expect(performersOf({ artists: [9], title: 'Open Mic' }, shown)).toEqual([])
  })
})
