import { z } from 'zod'

import { ARTIST_STATUSES } from '@/lib/constants'
import { imageValueSchema } from '@/lib/image-choice'

import { jsonOrValue, optionalText, requiredText, webLink, webLinkText } from './common'

const link = webLink

export const socialLinksSchema = z.object({
  instagram: link,
  facebook: link,
  twitter: link,
  soundcloud: link,
  youtube: link,
  spotify: link,
  tiktok: link,
})

export const mediaLinksSchema = z.object({
  spotify: link,
  youtube: link,
  soundcloud: link,
})

/** Artist API body (name and bio required; links must be full http(s) URLs: docs/product.md#validation-rules). */
export const artistSchema = z.object({
  name: requiredText('Name'),
  bio: requiredText('Bio'),
  genre: optionalText,
  profilePhoto: optionalText,
  socialLinks: jsonOrValue(socialLinksSchema).nullish(),
  mediaLinks: jsonOrValue(mediaLinksSchema).nullish(),
  status: z.enum(ARTIST_STATUSES).optional(),
  portfolio: webLink,
})

export const artistUpdateSchema = artistSchema.partial()
export type ArtistInput = z.infer<typeof artistSchema>

/**
 * The networks the artist form offers (every one the public pages show), each with the object a
 * new link goes to (mediaLinks {spotify, youtube}, socialLinks {instagram, facebook}; the public
 * pages read twitter and soundcloud from either: docs/product.md#entities-and-fields).
 */
const LINK_HOME = {
  spotify: 'mediaLinks',
  youtube: 'mediaLinks',
  instagram: 'socialLinks',
  facebook: 'socialLinks',
  twitter: 'socialLinks',
  soundcloud: 'socialLinks',
} as const
export type ArtistNetwork = keyof typeof LINK_HOME
export const ARTIST_LINK_NETWORKS = Object.keys(LINK_HOME) as ArtistNetwork[]

/** The admin's artist form: flat link fields (docs/product.md#artists-screen), mapped to the API body on submit. */
export const artistFormSchema = z.object({
  name: requiredText('Name'),
  genre: z.string(),
  bio: requiredText('Bio'),
  profilePhoto: imageValueSchema,
  spotify: webLinkText,
  youtube: webLinkText,
  instagram: webLinkText,
  facebook: webLinkText,
  twitter: webLinkText,
  soundcloud: webLinkText,
  status: z.enum(ARTIST_STATUSES),
})
export type ArtistFormValues = z.infer<typeof artistFormSchema>

type Links = Record<string, string | null | undefined>
type StoredArtistLinks = { socialLinks?: unknown; mediaLinks?: unknown }

/** The links an artist already has, whether stored as an object or as a JSON string. */
export function storedLinks(value: unknown): Links {
  if (typeof value === 'string') {
    try {
      return storedLinks(JSON.parse(value))
    } catch {
      return {}
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Links) : {}
}

/** The form's link fields for an artist: each network's link, wherever it is kept (as the public pages show it). */
export function artistFormLinks(artist: StoredArtistLinks | null | undefined): Record<ArtistNetwork, string> {
  const social = storedLinks(artist?.socialLinks)
  const media = storedLinks(artist?.mediaLinks)
  return Object.fromEntries(ARTIST_LINK_NETWORKS.map((network) => [network, social[network] || media[network] || ''])) as Record<ArtistNetwork, string>
}

/**
 * PATCH/POST body: mediaLinks and socialLinks on top of the links the artist already has. Each
 * network's field is written where that link is kept already (both places if both keep it), else
 * to its usual object; keys the form does not show (a tiktok) are kept, never deleted by a save.
 */
export function artistFormToBody(values: ArtistFormValues, existing?: StoredArtistLinks | null) {
  const { spotify, youtube, instagram, facebook, twitter, soundcloud, ...rest } = values
  const fields: Record<ArtistNetwork, string> = { spotify, youtube, instagram, facebook, twitter, soundcloud }
  const body = { socialLinks: { ...storedLinks(existing?.socialLinks) }, mediaLinks: { ...storedLinks(existing?.mediaLinks) } }
  for (const network of ARTIST_LINK_NETWORKS) {
    const homes = (['socialLinks', 'mediaLinks'] as const).filter((home) => body[home][network] != null)
    for (const home of homes.length ? homes : [LINK_HOME[network]]) body[home][network] = fields[network]
  }
  return { ...rest, ...body }
}
