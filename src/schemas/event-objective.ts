import { z } from 'zod'

import { int32, optionalText } from './common'

export const eventObjectiveSchema = z.object({
  title: z.string({ required_error: 'Title is required' }).trim().min(1, 'Title is required'),
  icon: optionalText,
  description: optionalText,
  position: int32.optional(),
})

export const eventObjectiveUpdateSchema = eventObjectiveSchema.partial()
