import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { canonicalTarget } from '@/server/edge/canonical-path'

const urlOf = (raw: string) => {
  const answer = canonicalTarget(raw)
  return 'url' in answer ? answer.url : `refused: ${answer.refused}`
}

describe('the canonical request target', () => {
  it('decodes escaped unreserved characters, removes dot segments and repeated slashes, keeps the query', () => {
    expect(urlOf('/cms-api/users/%6cogin')).toBe('/cms-api/users/login')
    expect(urlOf('/cms-api/contact%2Dmessages')).toBe('/cms-api/contact-messages')
    expect(urlOf('/./api/contact-messages')).toBe('/api/contact-messages')
    expect(urlOf('/api/x/../contact-messages')).toBe('/api/contact-messages')
    expect(urlOf('/%2e/api/%2E%2e/api//contact-messages')).toBe('/api/contact-messages')
    expect(urlOf('//api///auth/login?next=/./x')).toBe('/api/auth/login?next=/./x')
    expect(urlOf('/../../etc/passwd')).toBe('/etc/passwd')
    expect(urlOf('/_next/image?url=%2Fcms-api%2Fmedia&w=64')).toBe('/_next/image?url=%2Fcms-api%2Fmedia&w=64')
  })

  it('keeps case, a trailing slash, and other escapes (with capital hex digits)', () => {
    expect(urlOf('/Artists/')).toBe('/Artists/')
    expect(urlOf('/a/.')).toBe('/a/')
    expect(urlOf('/a/b/..')).toBe('/a/')
    expect(urlOf('/')).toBe('/')
    expect(urlOf('/.')).toBe('/')
    expect(urlOf('/cms-api/media/file/caf%c3%a9%20photo.png')).toBe('/cms-api/media/file/caf%C3%A9%20photo.png')
  })

  it('turns an absolute-form target into its path', () => {
    expect(urlOf('http://evil.example/./cms-api/users/login')).toBe('/cms-api/users/login')
    expect(urlOf('HTTPS://host')).toBe('/')
  })

  it('refuses what could mean more than one path', () => {
    for (const raw of [
      '*',
      'api/auth/login',
      '/cms-api/users%2flogin',
      '/cms-api/users%2Flogin',
      '/api%5cauth/login',
      '/api\\auth\\login',
      '/api/auth/login%3Fx',
      '/api/auth/login%23x',
      '/cms-api/users/%256cogin',
      '/api/%zz',
      '/api/%4',
      '/api/%00',
      '/api/%C0%AE%C0%AE/',
      '/api/contact-messages#x',
    ]) {
      expect(urlOf(raw), raw).toMatch(/^refused: /)
    }
  })

  it('is its own canonical form, and never keeps a dot segment, an empty segment or an escaped unreserved character', () => {
    const segment = fc.oneof(
      fc.constantFrom('.', '..', '', '%2e', '%2E%2e', '.%2E', 'api', 'cms-api', 'users', 'login', 'LOGIN', '%6cogin', 'contact%2Dmessages', 'caf%c3%a9'),
      fc.stringMatching(/^[A-Za-z0-9\-._~]{1,6}$/),
    )
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), fc.option(fc.constantFrom('?a=1', '?url=%2F.%2Fx', '?'), { nil: '' }), (segments, query) => {
        const answer = canonicalTarget(`/${segments.join('/')}${query}`)
        if (!('url' in answer)) return
        expect(canonicalTarget(answer.url)).toEqual(answer)
        const path = answer.url.split('?')[0]
        const inner = path.split('/').slice(1, path.endsWith('/') ? -1 : undefined)
        for (const part of inner) expect(['', '.', '..']).not.toContain(part)
        expect(path).not.toMatch(/%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/)
      }),
      { numRuns: 500 },
    )
  })
})
