/**
 * The activity log (docs/product.md#the-activity-log): what staff did, and every attempt to sign
 * in, through any door. The words here are shared by the server (src/features/activity/log.ts), which
 * writes the entries, and the back office's Activity screen, which shows them.
 */

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'schedule',
  'delete',
  'restore',
  'sign-in',
  'sign-in-refused',
  'password-change',
] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  delete: 'Deleted',
  restore: 'Restored',
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'password-change': 'Password changed',
}

/** The way in: the documented API (and the back office, which uses it), Payload's REST API, or its /cms panel. */
export const ACTIVITY_DOORS = ['/api', '/cms-api', '/cms'] as const
export type ActivityDoor = (typeof ACTIVITY_DOORS)[number]

/** How long entries are kept; the jobs queue deletes older ones every day. */
export const ACTIVITY_KEPT_DAYS = 365

/** Entries per page of `GET /api/activity` unless `limit` says otherwise, and the most a page holds. */
export const ACTIVITY_PAGE_SIZE = 50
export const ACTIVITY_MAX_LIMIT = 200

/** What each resource (as in the /api path) is called in a summary and in the screen's filter. */
export const ACTIVITY_RESOURCES = {
  artists: 'Artist',
  events: 'Event',
  sponsorships: 'Sponsorship package',
  galleries: 'Gallery',
  'event-objectives': 'Event objective',
  'hero-sections': 'Hero section',
  'homepage-sections': 'Homepage section',
  'tour-locations': 'Tour location',
  'premium-accommodations': 'Accommodation',
  media: 'Image',
  'contact-messages': 'Message',
  users: 'Account',
  'contact-settings': 'Contact info',
  'footer-settings': 'Site settings',
  'notification-settings': 'Notification settings',
  subscribers: 'Alert subscriber',
} as const
export type ActivityResource = keyof typeof ACTIVITY_RESOURCES

export const isActivityResource = (value: string): value is ActivityResource => Object.hasOwn(ACTIVITY_RESOURCES, value)

export type ActivityEntry = {
  id: number
  at: string
  user: { id: number; username: string } | null
  action: ActivityAction
  resource: ActivityResource
  recordId: number | null
  door: ActivityDoor
  apiKey?: true
  summary: string
  /** Where its record is in the back office (src/features/activity/links.ts), null where nowhere. */
  link?: string | null
  /** Its record has been deleted since. */
  recordDeleted?: true
}
