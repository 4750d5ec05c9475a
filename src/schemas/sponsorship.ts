import { z } from 'zod'

import { SPONSORSHIP_VISIBILITIES } from '@/lib/constants'

import { int32, jsonOrValue, optionalText, stringList } from './common'

export const benefitsSchema = jsonOrValue(stringList)

export const sponsorshipSchema = z.object({
  packageName: z.string().trim().min(1, 'Required'),
  description: optionalText,
  benefits: benefitsSchema.optional(),
  image: optionalText,
  visibility: z.enum(SPONSORSHIP_VISIBILITIES).optional(),
  priority: int32.optional(),
})

export const sponsorshipUpdateSchema = sponsorshipSchema.partial()

export const moveSchema = z.object({ direction: z.enum(['up', 'down']) })
export type MoveDirection = z.infer<typeof moveSchema>['direction']
