import { describe, expect, it } from 'vitest'

import { changedFields, fieldChanges } from '@/features/activity/changes'
import { fieldLabel } from '@/features/activity/field-labels'
import { wordDiff } from '@/features/publishing/admin/word-diff'

const all = () => true

describe('what a change changed (history and activity log)', () => {
  it('counts an empty value saved again as no change: missing, null, empty text, empty list, an object of empty values', () => {
    const before = { name: 'Sita', genre: null, tags: [], socialLinks: null, bio: 'Sings.' }
    const after = { name: 'Sita', genre: '', tags: null, socialLinks: { instagram: '', facebook: '  ' }, mediaLinks: {}, bio: 'Sings.' }
    expect(changedFields(all, after, before)).toEqual([])
  })

  it('counts a relation by its id however it was read, and leaves out the ids of list rows', () => {
    const before = { artists: [3, 5], eventId: 7, links: [{ id: 'a1', label: 'Tickets', url: 'https://x.example' }] }
    const after = {
      artists: [{ id: 3, name: 'Sita', createdAt: '2026-01-01T00:00:00Z' }, 5],
      eventId: { id: 7, title: 'Night', createdAt: '2026-01-01T00:00:00Z' },
      links: [{ id: 'b2', url: 'https://x.example', label: 'Tickets' }],
    }
    expect(changedFields(all, after, before)).toEqual([])
    expect(changedFields(all, { ...after, artists: [5, 3] }, before)).toEqual(['artists'])
  })

  it('names an object field key by key, with its values before and after', () => {
    const before = { mediaLinks: { spotify: 'https://a.example', youtube: '' }, genre: 'Folk' }
    const after = { mediaLinks: { spotify: 'https://b.example' }, genre: 'Folk' }
    expect(fieldChanges(all, after, before)).toEqual([{ field: 'mediaLinks.spotify', before: 'https://a.example', after: 'https://b.example' }])
    expect(fieldChanges(all, { mediaLinks: null, genre: 'Folk' }, before)).toEqual([{ field: 'mediaLinks.spotify', before: 'https://a.example', after: null }])
    expect(fieldLabel('artists', 'mediaLinks.spotify')).toBe('Spotify URL')
    expect(fieldLabel('homepage-sections', 'itemsToShow')).toBe('Items to show')
    expect(fieldLabel('contact-messages', 'read')).toBe('Read')
  })

  it('lists what a first version was given, and only the fields asked for', () => {
    expect(fieldChanges((field) => field !== 'updatedAt', { name: 'Sita', genre: '', updatedAt: 'now', status: 'active' }, undefined)).toEqual([
      { field: 'name', before: null, after: 'Sita' },
      { field: 'status', before: null, after: 'active' },
    ])
  })
})

describe('a word diff of a long text', () => {
  const joined = (parts: ReturnType<typeof wordDiff>, kinds: string[]) =>
    parts
      .filter((part) => kinds.includes(part.kind))
      .map((part) => part.text)
      .join('')

  it('keeps the words both have and marks those taken out and put in, giving each text back', () => {
    const before = 'The band plays folk songs\nfrom the hills of Nepal every winter.'
    const after = 'The band plays new folk songs\nfrom the hills of Nepal every summer.'
    const parts = wordDiff(before, after)
    expect(parts.filter((part) => part.kind !== 'same').map((part) => [part.kind, part.text.trim()])).toEqual([
      ['added', 'new'],
      // The full stop both keep is not marked.
      ['removed', 'winter'],
      ['added', 'summer'],
    ])
    expect(joined(parts, ['same', 'removed'])).toBe(before)
    expect(joined(parts, ['same', 'added'])).toBe(after)
  })

  it('reads a text rewritten past its size as replaced whole, still giving each text back', () => {
    const before = Array.from({ length: 800 }, (_, i) => `old${i}`).join(' ')
    const after = Array.from({ length: 800 }, (_, i) => `new${i}`).join(' ')
    const parts = wordDiff(before, after)
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added'])
    expect(joined(parts, ['removed'])).toBe(before)
    expect(joined(parts, ['added'])).toBe(after)
  })
})
