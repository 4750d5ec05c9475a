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
