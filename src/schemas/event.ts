import { z } from 'zod'

import { EVENT_STATUSES, EVENT_TYPES } from '@/lib/constants'

import { dateTime, int32, optionalText, timeZone } from './common'

/** Event API body (SPEC §5; the admin form combines date and time into `date`). */
export const eventSchema = z.object({
  title: z.string().trim().min(1, 'Required'),
  date: dateTime,
  venue: z.string().trim().min(1, 'Required'),
  location: z.string().trim().min(1, 'Required'),
  capacity: int32.nullish(),
  ticketLink: optionalText,
  description: optionalText,
  bannerImage: optionalText,
  eventType: z.enum(EVENT_TYPES).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  timezone: timeZone.optional(),
})

export const eventUpdateSchema = eventSchema.partial()
export type EventInput = z.infer<typeof eventSchema>
