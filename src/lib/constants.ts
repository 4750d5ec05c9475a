/** Business constants and fixed texts (docs/product.md#business-constants-and-limits), in one place. */

export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647

export const EVENT_TYPES = ['concert', 'meetup', 'tour'] as const
export const EVENT_STATUSES = ['upcoming', 'past'] as const
/** An event's tickets as fans see them (docs/product.md#ticket-facts); none set says nothing. */
export const TICKET_STATUSES = ['on-sale', 'few-left', 'sold-out', 'postponed', 'cancelled'] as const
/** The currencies an event's price is given in. */
export const CURRENCIES = ['NPR', 'CAD', 'USD'] as const
export const ARTIST_STATUSES = ['active', 'archived'] as const
export const SPONSORSHIP_VISIBILITIES = ['public', 'internal'] as const

export const DEFAULT_EVENT_TIMEZONE = 'Asia/Kathmandu'

/** The most artists an event's line-up names. */
export const LINE_UP_MAX = 30
/** The most events an artist's page reads: their shows of the past year and to come. */
export const ARTIST_EVENTS_LIMIT = 100
/** The most events a calendar feed holds (the agency's whole season fits many times over). */
export const FEED_EVENTS_LIMIT = 1000
/** How many days back a calendar feed keeps events that are over. */
export const FEED_PAST_DAYS = 30

export const PAGE_SIZES = {
  adminArtists: 10,
  adminEventsGrid: 6,
  adminEventsList: 10,
  adminGallery: 9,
  /** Hero and homepage sections, tour locations, accommodations, messages, users. */
  adminContent: 10,
} as const
export const MAX_PAGE_BUTTONS = 5
export const HOME_LIST_LIMIT = 3
export const DEFAULT_ITEMS_TO_SHOW = 3
export const ARTIST_META_DESCRIPTION_LENGTH = 160

/** Upload limits (the form hints, enforced on the server: docs/api.md#uploads). */
export const UPLOAD_LIMITS = {
  default: { maxBytes: 10 * 1024 * 1024, label: 'PNG, JPG, GIF up to 10MB' },
  sponsorship: { maxBytes: 5 * 1024 * 1024, label: 'PNG, JPG or SVG up to 5MB' },
} as const

/** Contact form rate limit per client address (docs/api.md#limits). */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const
export const LOGIN_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const
/** Password links per account (the login text or the token submitted): asked for, or tried, 5 times in 15 minutes. */
export const PASSWORD_LINK_LIMIT = { max: 5, windowSeconds: 900 } as const
/** How a program presents its API key: `Authorization: users API-Key {key}` (Payload's scheme). */
export const API_KEY_SCHEME = 'users API-Key'
/** Requests signed with an API key, right or wrong, per client address: 10 a second on average. */
export const API_KEY_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const

/** Sign-in lockout: 5 failures lock the account for 10 minutes. */
export const LOGIN_MAX_ATTEMPTS = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000

/** The messages not read yet, spam aside (`GET /api/contact-messages`'s filters): what the inbox's subtitle and the sidebar's badge count. */
export const UNREAD_MESSAGES: Record<string, string> = { read: 'false', spam: 'false' }
