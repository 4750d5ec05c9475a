import { z } from 'zod'

import { EVENT_STATUSES, EVENT_TYPES, INT32_MAX, LINE_UP_MAX } from '@/lib/constants'
import { imageValueSchema } from '@/lib/image-choice'

import { dateTime, int32, optionalText, requiredText, timeZone, typedDay, webLink, webLinkText } from './common'

/**
 * An event's line-up (docs/product.md#line-ups): the ids of the artists who perform, in order, each
 * once. Whether each is an artist on the public site is checked on save
 * (src/collections/Events.ts).
 */
export const lineUpSchema = z
  .array(
    z
      .number({ invalid_type_error: 'Name each artist by id (a whole number)' })
      .int('Name each artist by id (a whole number)')
      .min(1, 'No artist has this id')
      .max(INT32_MAX, 'No artist has this id'),
    {
      invalid_type_error: 'Artists must be a list of artist ids',
    },
  )
  .max(LINE_UP_MAX, `A line-up names at most ${LINE_UP_MAX} artists`)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each artist once')
  .describe('The artists who perform, in order: ids of artists on the public site')

/** Event API body (docs/product.md#validation-rules; the admin form combines date and time into `date`). */
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
  artists: lineUpSchema.optional(),
  notifyFollowers: z
    .boolean({ invalid_type_error: 'notifyFollowers must be true or false' })
    .optional()
    .describe(
      'Not stored. On the first publish of an event to come: false keeps it from being announced to those who follow its artists, city or everything (by default they are told)',
    ),
})

export const eventUpdateSchema = eventSchema.partial()
export type EventInput = z.infer<typeof eventSchema>

/**
 * The admin's event form (docs/product.md#events-screen): date (yyyy-MM-dd) and time (HH:mm) are
 * the venue's local time; capacity is text in the form, empty meaning undefined.
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
  artists: lineUpSchema,
  /** On its first publish, its followers are told (docs/product.md#e-mail-alerts); the box shows only until it is published. */
  notifyFollowers: z.boolean(),
})
export type EventFormValues = z.infer<typeof eventFormSchema>
