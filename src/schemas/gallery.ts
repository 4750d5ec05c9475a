import { z } from 'zod'

import { dateTime, int32, jsonOrValue, optionalText, stringList } from './common'

export const gallerySchema = z.object({
  eventName: z.string({ required_error: 'Event name is required' }).trim().min(1, 'Event name is required'),
  eventId: int32.nullish(),
  eventDate: dateTime.nullish(),
  photographerCredit: optionalText,
  tags: jsonOrValue(stringList).optional(),
  photos: jsonOrValue(stringList).optional(),
})

export const galleryUpdateSchema = gallerySchema.partial()
