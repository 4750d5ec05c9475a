import { describe, expect, it } from 'vitest'

import { previewTarget } from '@/features/publishing/states'

describe('previewTarget', () => {
  it('keeps a public page of this site, written as a valid Location', () => {
    expect(previewTarget('/artists')).toBe('/artists')
    expect(previewTarget('/artist/x?id=3')).toBe('/artist/x?id=3')
    expect(previewTarget('/ne/events?city=पोखरा')).toBe(`/ne/events?city=${encodeURIComponent('पोखरा')}`)
    expect(previewTarget('/événements')).toBe(`/${encodeURIComponent('événements')}`)
  })

  it('sends anything that leaves the site, or enters the back office, to the home page', () => {
    for (const path of [
      null,
      '',
      'artists',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/.//evil.example',
      '/x/..//evil.example',
      'https://evil.example/',
      '/admin',
      '/admin/users',
      '/Admin/users',
      '/x/../cms-api/users',
      '/%61dmin',
      '/api/users',
      '/cms',
      '/%E0%A4',
    ]) {
      expect(previewTarget(path), JSON.stringify(path)).toBe('/')
    }
  })
})
