import type { CollectionSlug } from 'payload'
import type { z } from 'zod'

import { contactMessageSchema, contactMessageUpdateSchema } from '@/features/contact/schema'
import { artistSchema, artistUpdateSchema } from '@/schemas/artist'
import { eventSchema, eventUpdateSchema } from '@/schemas/event'
import { eventObjectiveSchema, eventObjectiveUpdateSchema } from '@/schemas/event-objective'
import { gallerySchema, galleryUpdateSchema } from '@/schemas/gallery'
import { heroSectionSchema, homepageSectionSchema, premiumAccommodationSchema, tourLocationSchema } from '@/schemas/sections'
import { sponsorshipSchema, sponsorshipUpdateSchema } from '@/schemas/sponsorship'

export type ApiDoc = { id: number } & Record<string, unknown>

/** One documented REST resource (docs/api.md#calls): its collection, rules, order and answer shape. */
export type Resource = {
  slug: CollectionSlug
  /** Used in messages: `${label} not found`. */
  label: string
  createSchema: z.ZodTypeAny
  updateSchema: z.ZodTypeAny
  /** Database order of GET lists. */
  sort: string[]
  /** Order applied after reading, where SQL order cannot express the spec's rule. */
  order?: (docs: ApiDoc[]) => ApiDoc[]
  /** The field that orders the list and that moves rewrite (sponsorships, objectives). */
  rankField?: string
  /** Fills list fields a record may hold as null, so answers are always structured JSON. */
  listFields?: string[]
  /** Optional fields an answer carries only when set (an event's ticket facts): a record without them reads as before they existed. */
  omittedWhenUnset?: string[]
  /** Its texts visitors read have a value per language (fields marked `localized` in its collection): its calls take `?locale=`. */
  localized?: true
}

const byNumber = (value: unknown) => (typeof value === 'number' ? value : 0)
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN)

/** Ascending by a rank field, missing counted as 0, ties oldest first (docs/product.md#states-and-transitions). */
export function byRank(field: string) {
  return <T extends { id: number }>(docs: T[]): T[] =>
    [...docs].sort((a, b) => byNumber((a as Record<string, unknown>)[field]) - byNumber((b as Record<string, unknown>)[field]) || a.id - b.id)
}

export const rankValue = (doc: Record<string, unknown>, field: string) => byNumber(doc[field])

/** Galleries: event date newest first, undated last (docs/product.md#gallery-screen). */
export function galleryOrder<T extends { id: number; eventDate?: unknown }>(docs: T[]): T[] {
  return [...docs].sort((a, b) => {
    const ta = time(a.eventDate)
    const tb = time(b.eventDate)
    if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1
    return (Number.isNaN(ta) ? 0 : tb - ta) || b.id - a.id
  })
}

export const resources = {
  artists: {
    slug: 'artists',
    localized: true,
    label: 'Artist',
    createSchema: artistSchema,
    updateSchema: artistUpdateSchema,
    sort: ['id'],
  },
  events: {
    slug: 'events',
    localized: true,
    label: 'Event',
    createSchema: eventSchema,
    updateSchema: eventUpdateSchema,
    sort: ['date', 'id'],
    omittedWhenUnset: ['priceFrom', 'priceTo', 'currency', 'onSaleAt', 'ticketStatus'],
  },
  sponsorships: {
    slug: 'sponsorships',
    localized: true,
    label: 'Sponsorship',
    createSchema: sponsorshipSchema,
    updateSchema: sponsorshipUpdateSchema,
    sort: ['priority', 'id'],
    order: byRank('priority'),
    rankField: 'priority',
    listFields: ['benefits'],
  },
  galleries: {
    slug: 'galleries',
    localized: true,
    label: 'Gallery',
    createSchema: gallerySchema,
    updateSchema: galleryUpdateSchema,
    sort: ['-eventDate', '-id'],
    order: galleryOrder,
    listFields: ['photos', 'tags'],
  },
  eventObjectives: {
    slug: 'event-objectives',
    localized: true,
    label: 'Objective',
    createSchema: eventObjectiveSchema,
    updateSchema: eventObjectiveUpdateSchema,
    sort: ['position', 'id'],
    order: byRank('position'),
    rankField: 'position',
  },
  heroSections: {
    slug: 'hero-sections',
    localized: true,
    label: 'Hero section',
    createSchema: heroSectionSchema,
    updateSchema: heroSectionSchema.partial(),
    sort: ['priority', '-createdAt'],
  },
  tourLocations: {
    slug: 'tour-locations',
    localized: true,
    label: 'Tour location',
    createSchema: tourLocationSchema,
    updateSchema: tourLocationSchema.partial(),
    sort: ['priority', 'date', 'id'],
  },
  homepageSections: {
    slug: 'homepage-sections',
    localized: true,
    label: 'Homepage section',
    createSchema: homepageSectionSchema,
    updateSchema: homepageSectionSchema.partial(),
    sort: ['displayOrder', 'id'],
  },
  premiumAccommodations: {
    slug: 'premium-accommodations',
    localized: true,
    label: 'Premium accommodation',
    createSchema: premiumAccommodationSchema,
    updateSchema: premiumAccommodationSchema.partial(),
    sort: ['priority', 'id'],
  },
  contactMessages: {
    slug: 'contact-messages',
    label: 'Message',
    createSchema: contactMessageSchema,
    updateSchema: contactMessageUpdateSchema,
    sort: ['-createdAt', '-id'],
  },
} satisfies Record<string, Resource>

/**
 * The lock an edit of one record takes: the whole list's for ranked lists, whose moves rewrite
 * several records (src/server/content/ordering.ts), else the record's own.
 */
export const editLock = (resource: Resource, id: number) => (resource.rankField ? `order:${resource.slug}` : `record:${resource.slug}:${id}`)

/** The resource of a collection slug. */
export const resourceOf = (slug: string): Resource | undefined => Object.values(resources).find((resource) => resource.slug === slug)

/**
 * The documented answer shape: the record's fields with list fields never null, optional fields
 * named by `omittedWhenUnset` only when set, and without who
 * last saved it (kept for its history, src/features/publishing/history.ts, not part of the record's answer).
 */
export function toApiDoc(resource: Resource, doc: object): ApiDoc {
  const { updatedBy: _updatedBy, ...out } = doc as Record<string, unknown>
  for (const field of resource.listFields ?? []) {
    if (!Array.isArray(out[field])) out[field] = []
  }
  for (const field of resource.omittedWhenUnset ?? []) {
    if (out[field] === null || out[field] === undefined) delete out[field]
  }
  return out as ApiDoc
}
