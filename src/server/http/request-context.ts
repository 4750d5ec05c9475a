import type { ActivityIntent } from '@/features/activity/log'
import type { UploadPurpose } from '@/server/media/uploads'

/**
 * What Payload's hooks of one request tell each other (`req.context`, and the `context` a Local API
 * call passes), by Payload's declaration merging: every key the site uses is listed and typed here.
 * A value kept per record or per collection is a map under one key, never a key built from strings.
 * No client can set a request's context.
 */
declare module 'payload' {
  interface RequestContext {
    /** What the act is, for the activity log (src/features/activity/log.ts). */
    activity?: ActivityIntent
    /** Per collection: whether the operation under way saves a draft (src/features/activity/hooks.ts). */
    activityDraft?: Record<string, boolean>
    /** Per collection: the version Payload's own restore under way restores. */
    activityRestore?: Record<string, string>
    /** Per `collection:id`: whether the record was published before the change under way. */
    activityWasPublished?: Record<string, boolean>
    /** Per account id: a password set in the change under way. */
    activityPassword?: Record<string, boolean>
    /** A password chosen with an e-mailed link, logged with the sign-in that follows it. */
    activityLinkPassword?: boolean
    /** Accounts whose password the change under way sets (src/features/accounts/notices.ts). */
    accountNoticePasswordSet?: (number | string)[]
    /** The spam guard's verdict on a contact message being stored (src/features/contact/routes.ts). */
    contactSpam?: boolean
    /** A staff member's act on a message through its own call (notes, Spam, src/features/contact/routes.ts): the only way those fields are written. */
    contactStaffAct?: boolean
    /** Writes that expire no page (the demo content seeded at start-up, src/seed/index.ts; src/hooks/revalidate.ts). */
    disableRevalidate?: boolean
    /** A write of the API-key routes (src/features/accounts/api-keys.ts). */
    apiKeyWrite?: boolean
    /** Per gallery id: the photos its versions alone used, deleted with it (src/collections/Galleries.ts). */
    galleryVersionPhotos?: Record<string, string[]>
    /** On a first publish of an event: whether its followers are told (src/features/alerts/topics.ts). */
    notifyFollowers?: boolean
    /** A staff member's preview reads the latest drafts (src/features/publishing/preview.ts). */
    previewDrafts?: boolean
    /** The queue's own change of a schedule entry (src/features/publishing/schedules-collection.ts). */
    scheduleQueue?: boolean
    /** What an upload is for (src/server/media/uploads.ts). */
    uploadPurpose?: UploadPurpose
  }
}
