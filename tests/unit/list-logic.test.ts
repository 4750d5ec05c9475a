import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { listHref, parseListView } from '@/lib/list-view'
import { strictRanks } from '@/server/ordering'

describe('strictRanks', () => {
  it('keeps the values where they already rise, and bumps ties and falls just enough to make the order strict', () => {
    expect(strictRanks([])).toEqual([])
    expect(strictRanks([1, 2, 5])).toEqual([1, 2, 5])
    expect(strictRanks([3, 3, 3])).toEqual([3, 4, 5])
    expect(strictRanks([5, 1, 7])).toEqual([5, 6, 7])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (values) => {
        const ranks = strictRanks(values)
        expect(ranks).toHaveLength(values.length)
        ranks.forEach((rank, i) => {
          expect(rank).toBeGreaterThanOrEqual(values[i])
          if (i > 0) expect(rank).toBe(Math.max(values[i], ranks[i - 1] + 1))
        })
      }),
    )
  })
})

describe('the public list views', () => {
  const filter = fc.option(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/), { nil: null })
  const page = fc.integer({ min: 1, max: 999_999 })

  it('read back from their path segments every view a link can name', () => {
    expect(parseListView(undefined)).toEqual({ filter: null, page: 1 })
    fc.assert(
      fc.property(filter, page, (f, p) => {
        expect(parseListView([f ?? '_', String(p)])).toEqual({ filter: f, page: p })
      }),
    )
  })

  it('refuse segments the rewrites never make', () => {
    for (const segments of [['concert'], ['concert', '0'], ['concert', '01'], ['Concert', '1'], ['-x', '1'], ['a', '1', 'b'], ['a', '1234567'], ['_', 'x']]) {
      expect(parseListView(segments), segments.join('/')).toBeNull()
    }
  })

  it('link to the first page without a page number, and to no filter without the parameter', () => {
    expect(listHref('events', { filter: null, page: 1 })).toBe('/events')
    expect(listHref('events', { filter: 'concert', page: 2 })).toBe('/events?type=concert&page=2')
    expect(listHref('artists', { filter: 'folk', page: 1 })).toBe('/artists?genre=folk')
    expect(listHref('tour', { filter: 'ignored', page: 3 })).toBe('/tour?page=3')
  })
})
