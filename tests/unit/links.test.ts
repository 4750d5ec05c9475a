import { describe, expect, it } from 'vitest'

import { artistFormLinks, artistFormSchema, artistFormToBody, type ArtistFormValues } from '@/schemas/artist'
import { LINK_MESSAGE, siteLinkText, webLink, webLinkText } from '@/schemas/common'
import { eventSchema } from '@/schemas/event'
import { heroSectionSchema } from '@/schemas/sections'

const form = (links: Partial<ArtistFormValues> = {}): ArtistFormValues => ({
  name: 'Mira',
  genre: 'Jazz',
  bio: 'Sings.',
  profilePhoto: null,
  spotify: '',
  youtube: '',
  instagram: '',
  facebook: '',
  twitter: '',
  soundcloud: '',
  status: 'active',
  ...links,
})

describe('link fields', () => {
  it('take only full http(s) links, with a message that says so', () => {
    for (const bad of ['not a url', 'javascript:alert(1)', 'www.example.com', 'https://', 'ftp://example.com/x', 'mailto:a@b.c']) {
      const result = webLinkText.safeParse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0].message).toBe(LINK_MESSAGE)
    }
    for (const good of ['https://tickets.example.com/show', 'http://example.com', '']) expect(webLinkText.safeParse(good).success, good).toBe(true)
    expect(webLink.safeParse(null).success).toBe(true)
  })

  it('of buttons also take a path on this site, never another site without its scheme', () => {
    expect(siteLinkText.safeParse('/contact').success).toBe(true)
    expect(siteLinkText.safeParse('/public/events?type=tour').success).toBe(true)
    expect(siteLinkText.safeParse('/contact?subject=Accommodation Inquiry').success).toBe(true)
    for (const bad of ['//evil.example/x', '/\\evil.example', 'contact', 'javascript:alert(1)', '/a\nb'])
      expect(siteLinkText.safeParse(bad).success, bad).toBe(false)
  })

  it('hold in the API bodies: a ticket link of `not a url` is refused with its field named', () => {
    const event = eventSchema.safeParse({ title: 'Show', date: '2031-01-01T10:00:00Z', venue: 'Hall', location: 'Kathmandu', ticketLink: 'not a url' })
    expect(event.success).toBe(false)
    expect(event.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['ticketLink', LINK_MESSAGE]])
    expect(heroSectionSchema.safeParse({ title: 'Hero', primaryButtonLink: '/public/events' }).success).toBe(true)
  })
})

describe('the artist form', () => {
  it('offers every network the public pages show, each checked', () => {
    const result = artistFormSchema.safeParse(form({ twitter: 'twitter.com/mira' }))
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['twitter'])
  })

  it('shows and saves every link where the artist keeps it, and keeps the ones it does not show', () => {
    const existing = {
      socialLinks: { instagram: 'https://instagram.com/old', twitter: 'https://twitter.com/mira', tiktok: 'https://tiktok.com/@mira' },
      mediaLinks: JSON.stringify({ soundcloud: 'https://soundcloud.com/mira', spotify: 'https://open.spotify.com/old' }),
    }
    const shown = artistFormLinks(existing)
    expect(shown).toEqual({
      spotify: 'https://open.spotify.com/old',
      youtube: '',
      instagram: 'https://instagram.com/old',
      facebook: '',
      twitter: 'https://twitter.com/mira',
      soundcloud: 'https://soundcloud.com/mira',
    })
    // Saved unchanged, nothing is lost...
    const unchanged = artistFormToBody(form(shown), existing)
    expect(unchanged.socialLinks).toEqual({ ...existing.socialLinks, facebook: '' })
    expect(unchanged.mediaLinks).toEqual({ soundcloud: 'https://soundcloud.com/mira', spotify: 'https://open.spotify.com/old', youtube: '' })
    // ...and an edited link is written where it is kept.
    const edited = artistFormToBody(form({ ...shown, soundcloud: 'https://soundcloud.com/mira-new', instagram: '' }), existing)
    expect(edited.mediaLinks.soundcloud).toBe('https://soundcloud.com/mira-new')
    expect(edited.socialLinks).not.toHaveProperty('soundcloud')
    expect(edited.socialLinks.instagram).toBe('')
  })
})
