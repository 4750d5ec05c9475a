import { z } from 'zod'

import { ARTIST_STATUSES } from '@/lib/constants'

import { jsonOrValue, optionalText } from './common'

const link = z.string().nullish()

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

/** Artist form and API body (SPEC §5: name and bio required, links unchecked). */
export const artistSchema = z.object({
  name: z.string().trim().min(1, 'Required'),
  bio: z.string().trim().min(1, 'Required'),
  genre: optionalText,
  profilePhoto: optionalText,
  socialLinks: jsonOrValue(socialLinksSchema).nullish(),
  mediaLinks: jsonOrValue(mediaLinksSchema).nullish(),
  status: z.enum(ARTIST_STATUSES).optional(),
  portfolio: optionalText,
})

export const artistUpdateSchema = artistSchema.partial()
export type ArtistInput = z.infer<typeof artistSchema>

/** The admin's artist form: flat link fields (SPEC §2), mapped to the API body on submit. */
export const artistFormSchema = z.object({
  name: z.string().trim().min(1, 'Required'),
  genre: z.string(),
  bio: z.string().trim().min(1, 'Required'),
  profilePhoto: z.string().nullable(),
  spotify: z.string(),
  youtube: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  status: z.enum(ARTIST_STATUSES),
})
export type ArtistFormValues = z.infer<typeof artistFormSchema>

/** PATCH/POST body: mediaLinks {spotify, youtube} and socialLinks {instagram, facebook} (SPEC §7). */
export function artistFormToBody(values: ArtistFormValues) {
  const { spotify, youtube, instagram, facebook, ...rest } = values
  return { ...rest, mediaLinks: { spotify, youtube }, socialLinks: { instagram, facebook } }
}
