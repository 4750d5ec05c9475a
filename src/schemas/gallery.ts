import { z } from 'zod'

import { dateTime, int32, jsonOrValue, optionalText, photoCaptions, stringList, typedDay } from './common'

export const gallerySchema = z.object({
  eventName: z.string({ required_error: 'Event name is required' }).trim().min(1, 'Event name is required'),
  eventId: int32.nullish(),
  eventDate: dateTime.nullish(),
  photographerCredit: optionalText,
  tags: jsonOrValue(stringList).optional(),
  photos: jsonOrValue(stringList).optional(),
  captions: jsonOrValue(photoCaptions).optional(),
})

export const galleryUpdateSchema = gallerySchema.partial()

/** The admin's gallery form (docs/product.md#gallery-screen): the event picker holds an id as text, '' for none. */
export const galleryFormSchema = z.object({
  eventId: z.string(),
  eventName: z.string().trim().min(1, 'Event name is required'),
  eventDate: typedDay('Event Date'),
  photographerCredit: z.string(),
  tags: z.array(z.string()),
  photos: z.array(z.string()),
  captions: z.record(z.string(), z.string()),
})
export type GalleryFormValues = z.infer<typeof galleryFormSchema>

/** The gallery body without photos and their captions (they follow in their own PATCH, docs/product.md#the-calls). */
export function galleryFormToBody({ eventId, eventDate, photos: _photos, captions: _captions, ...rest }: GalleryFormValues) {
  return {
    ...rest,
    eventId: eventId ? Number(eventId) : null,
    eventDate: eventDate ? `${eventDate}T00:00:00.000Z` : null,
  }
}
