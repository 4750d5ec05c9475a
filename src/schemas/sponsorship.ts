import { z } from 'zod'

import { SPONSORSHIP_VISIBILITIES } from '@/lib/constants'
import { imageValueSchema } from '@/lib/image-choice'

import { int32, jsonOrValue, optionalText, requiredText, stringList } from './common'

export const benefitsSchema = jsonOrValue(stringList)

export const sponsorshipSchema = z.object({
  packageName: requiredText('Package name'),
  description: optionalText,
  benefits: benefitsSchema.optional(),
  image: optionalText,
  visibility: z.enum(SPONSORSHIP_VISIBILITIES).optional(),
  priority: int32.optional(),
})

export const sponsorshipUpdateSchema = sponsorshipSchema.partial()

export const moveSchema = z.object({ direction: z.enum(['up', 'down']) })
export type MoveDirection = z.infer<typeof moveSchema>['direction']

/** The admin's package form: priority typed as text and parsed as an integer, empty meaning unset. */
export const sponsorshipFormSchema = z.object({
  packageName: requiredText('Package name'),
  description: z.string(),
  benefits: z.array(z.string()),
  visibility: z.enum(SPONSORSHIP_VISIBILITIES),
  priority: z
    .string()
    .trim()
    .refine((value) => value === '' || /^-?\d+$/.test(value), 'Priority must be a whole number'),
  image: imageValueSchema,
})
export type SponsorshipFormValues = z.infer<typeof sponsorshipFormSchema>

export function sponsorshipFormToBody({ priority, ...rest }: SponsorshipFormValues) {
  return { ...rest, priority: priority === '' ? undefined : Number.parseInt(priority, 10) }
}
