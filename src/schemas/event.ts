import { z } from 'zod'

import { EVENT_STATUSES, EVENT_TYPES } from '@/lib/constants'
import { imageValueSchema } from '@/lib/image-choice'

import { dateTime, int32, optionalText, requiredText, timeZone, typedDay, webLink, webLinkText } from './common'

/** Event API body (SPEC §5; the admin form combines date and time into `date`). */
export const eventSchema = z.object({
  title: requiredText('Title'),
  date: dateTime,
  venue: requiredText('Venue'),
  location: requiredText('Location'),
  capacity: int32.nullish(),
  ticketLink: webLink,
  description: optionalText,
  bannerImage: optionalText,
  eventType: z.enum(EVENT_TYPES).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  timezone: timeZone.optional(),
})

export const eventUpdateSchema = eventSchema.partial()
export type EventInput = z.infer<typeof eventSchema>

/**
 * The admin's event form (SPEC §5): date (yyyy-MM-dd) and time (HH:mm) are the venue's local
 * time; capacity is text in the form, empty meaning undefined.
 */
export const eventFormSchema = z.object({
  title: requiredText('Title'),
  date: typedDay('Date', { required: true }),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Time is required'),
  venue: requiredText('Venue'),
  location: requiredText('Location'),
  capacity: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 2_147_483_647), 'Capacity must be a whole number'),
  ticketLink: webLinkText,
  description: z.string(),
  bannerImage: imageValueSchema,
  eventType: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  timezone: timeZone,
})
export type EventFormValues = z.infer<typeof eventFormSchema>
