import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'

import { accountByLogin } from '@/features/accounts/users'
import { changedFields } from '@/features/activity/changes'
import { ACTIVITY_RESOURCES, type ActivityAction, type ActivityResource, isActivityResource } from '@/features/activity/entries'
import { fieldLabel } from '@/features/activity/field-labels'
import { ACTIVITY_CONTEXT, logRefusedSignIn, quoted, recordActivity, recordName } from '@/features/activity/log'
import { hasDrafts } from '@/features/publishing/states'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'

/**
 * The activity log's hooks (src/features/activity/log.ts): Payload runs them for every door, since /api
 * works through Payload's Local API, /cms-api is Payload's REST API and /cms calls it. Acts of a
 * signed-in account are logged (and the queue's scheduled publishes, in the name of who asked);
 * writes of the system alone (the queue's bookkeeping, a visitor's contact message) are not.
 */

/** Fields that say nothing of a change in a summary; an account's fields are named from a short list. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy', 'globalType', 'sizes', 'url', 'thumbnailURL'])
const ACCOUNT_FIELDS = new Set(['username', 'email', 'role'])
const SUMMARY_FIELDS = 6

const intentOf = (req: PayloadRequest) => req.context?.[ACTIVITY_CONTEXT]
const savesDraft = (req: PayloadRequest, slug: string) => req.context.activityDraft?.[slug] === true

/** Logged: acts of an account, or the server's own acts on one's behalf (an intent). */
const logged = (req: PayloadRequest) => Boolean(req.user || intentOf(req)?.action) && !intentOf(req)?.quiet

const noun = (resource: ActivityResource) => ACTIVITY_RESOURCES[resource].toLowerCase()

/**
 * A record with its texts in one language: Payload's own restore of a version writes every
 * language at once, and its record then holds each text as { en, ne }.
 */
function inOneLanguage(doc: Record<string, unknown>): Record<string, unknown> {
  const isPerLanguage = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => (LOCALES as readonly string[]).includes(key))
  return Object.fromEntries(Object.entries(doc).map(([field, value]) => [field, isPerLanguage(value) ? value[DEFAULT_LOCALE] : value]))
}

/** ": Name, Bio" for the fields a change touched (the first few, by their labels in the forms), or nothing. */
function fieldsPart(resource: string, counts: (field: string) => boolean, doc: Record<string, unknown>, previous: Record<string, unknown> | undefined): string {
  const fields = changedFields(counts, inOneLanguage(doc), previous && inOneLanguage(previous)).map((field) => fieldLabel(resource, field))
  if (!fields.length) return ''
  const shown = fields.slice(0, SUMMARY_FIELDS).join(', ')
  return `: ${shown}${fields.length > SUMMARY_FIELDS ? ` and ${fields.length - SUMMARY_FIELDS} more` : ''}`
}

const contentField = (field: string) => !BOOKKEEPING.has(field) && !field.startsWith('_')
const countsFor = (slug: string) => (slug === 'users' ? (field: string) => ACCOUNT_FIELDS.has(field) : contentField)

const withNote = (summary: string, req: PayloadRequest) => (intentOf(req)?.note ? `${summary} (${intentOf(req)!.note})` : summary)

/**
 * What an operation is, before Payload's hooks see only the latest version: a draft save
 * (`?draft=true`, `draft: true`), Payload's own restore of a version (/cms-api, the panel), or a
 * password about to be chosen with an e-mailed link. Every operation says it afresh.
 */
const noteTheOperation: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const { draft, id } = args as { draft?: unknown; id?: unknown }
  if (operation === 'create' || operation === 'update' || operation === 'restoreVersion') {
    req.context.activityDraft = { ...req.context.activityDraft, [collection.slug]: Boolean(draft) }
    const { [collection.slug]: _restored, ...others } = req.context.activityRestore ?? {}
    req.context.activityRestore = operation === 'restoreVersion' ? { ...others, [collection.slug]: String(id) } : others
  }
  if (operation === 'resetPassword') req.context.activityLinkPassword = true
  return args
}

/**
 * For an explicit unpublish (a write of `_status: 'draft'` that is no draft save), whether the
 * record was published: its own row says, where hooks see the latest version. Per record, for
 * Payload's changes of many records at once.
 */
const noteWhetherPublished: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const key = `${collection.slug}:${String(originalDoc.id)}`
  const note = (published: boolean) => (req.context.activityWasPublished = { ...req.context.activityWasPublished, [key]: published })
  if (data._status !== 'draft' || savesDraft(req, collection.slug)) {
    note(false)
    return data
  }
  const row = await req.payload.db.findOne<{ id: number; _status?: string }>({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })
  note(row?._status === 'published')
  return data
}

/** What an update of a record with drafts did: saved a draft, published, unpublished, or changed it as it stands. */
function draftUpdate(
  slug: string,
  doc: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  req: PayloadRequest,
): { action: ActivityAction; draft: boolean } {
  if (savesDraft(req, slug)) return { action: 'update', draft: true }
  if (doc._status === 'published') return { action: previous?._status === 'published' ? 'update' : 'publish', draft: false }
  return { action: req.context.activityWasPublished?.[`${slug}:${String(doc.id)}`] === true ? 'unpublish' : 'update', draft: false }
}

/** One's own password, or another's, set in an update: noted before Payload takes the password out of the data. */
const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password !== '') {
    req.context.activityPassword = { ...req.context.activityPassword, [String(originalDoc?.id)]: true }
  }
  return data
}

async function logAccountUpdate(
  req: PayloadRequest,
  doc: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  data: Record<string, unknown>,
) {
  const id = Number(doc.id)
  const name = quoted(doc.username)
  const own = Number(req.user?.id) === id
  if (req.context.activityPassword?.[String(id)] === true) {
    delete req.context.activityPassword[String(id)]
    await recordActivity(req, {
      action: 'password-change',
      resource: 'users',
      recordId: id,
      summary: own ? 'Changed their own password' : `Set a new password for ${name}`,
    })
  }
  // The panel sends the whole form, key switch included, on every save: only a change counts.
  if (data.enableAPIKey === true && !previous?.enableAPIKey)
    await recordActivity(req, { action: 'update', resource: 'users', recordId: id, summary: `Made an API key for ${name}` })
  else if (data.enableAPIKey === false && previous?.enableAPIKey)
    await recordActivity(req, { action: 'update', resource: 'users', recordId: id, summary: `Revoked the API key of ${name}` })
  const fields = fieldsPart('users', countsFor('users'), doc, previous)
  if (fields) await recordActivity(req, { action: 'update', resource: 'users', recordId: id, summary: `Updated account ${name}${fields}` })
}

/** A scheduled change asked for, or cancelled (the queue's own marks are not acts of anyone). */
async function logSchedule(req: PayloadRequest, doc: Record<string, unknown>, operation: 'create' | 'update') {
  const resource = String(doc.resource)
  if (!isActivityResource(resource)) return
  const recordId = Number(doc.record)
  const collection = req.payload.collections[resource as 'artists']?.config
  const record = await req.payload.findByID({
    collection: resource as 'artists',
    id: recordId,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  const what = `${noun(resource)} ${record && collection ? recordName(collection, record as unknown as Record<string, unknown>) : `#${recordId}`}`
  const when = `${new Date(String(doc.at)).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const verb = doc.action === 'unpublish' ? 'unpublished' : 'published'
  const summary = operation === 'create' ? `Scheduled ${what} to be ${verb} at ${when}` : `Cancelled the scheduled ${doc.action} of ${what} at ${when}`
  await recordActivity(req, { action: 'schedule', resource, recordId, summary })
}

const logChange: CollectionAfterChangeHook = async ({ collection, data, doc, operation, previousDoc, req }) => {
  // An account made with no one signed in (the first admin of a fresh install: /api/auth/setup,
  // /cms-api/users/first-register) is its own act.
  if (collection.slug === 'users' && operation === 'create' && !req.user && !intentOf(req)) {
    const user = { id: Number(doc.id), username: String(doc.username ?? '') }
    await recordActivity(req, {
      action: 'create',
      resource: 'users',
      recordId: user.id,
      user,
      summary: `Created account ${quoted(doc.username)} (${String(doc.role)})`,
    })
    return doc
  }
  if (!logged(req)) return doc
  const slug = collection.slug
  if (slug === 'publication-schedules') {
    if (operation === 'create' || (doc.state === 'cancelled' && previousDoc?.state !== 'cancelled')) await logSchedule(req, doc, operation)
    return doc
  }
  if (!isActivityResource(slug)) return doc
  const name = recordName(collection, doc)
  const recordId = Number(doc.id)
  if (operation === 'create') {
    const extra = slug === 'users' ? ` (${String(doc.role)})` : hasDrafts(slug) && doc._status === 'draft' ? ' as a draft' : ''
    const verb = slug === 'media' ? 'Uploaded' : 'Created'
    await recordActivity(req, { action: 'create', resource: slug, recordId, summary: withNote(`${verb} ${noun(slug)} ${name}${extra}`, req) })
    return doc
  }
  if (slug === 'users') {
    await logAccountUpdate(req, doc, previousDoc, (data ?? {}) as Record<string, unknown>)
    return doc
  }
  // Payload's own restore (/cms-api, the panel) of a version: as a draft, or published at once.
  const restored = req.context.activityRestore?.[slug]
  const intended = intentOf(req)?.action ?? (restored ? 'restore' : undefined)
  const { action, draft } = hasDrafts(slug) ? draftUpdate(slug, doc, previousDoc, req) : { action: 'update' as const, draft: false }
  const fields = fieldsPart(slug, countsFor(slug), doc, previousDoc)
  const summaries: Partial<Record<ActivityAction, string>> = {
    publish: `Published ${noun(slug)} ${name}`,
    unpublish: `Unpublished ${noun(slug)} ${name}`,
    restore: restored
      ? `Restored version ${String(restored)} of ${noun(slug)} ${name}${doc._status === 'published' ? ', published' : ' as its draft'}${fields}`
      : `Restored ${noun(slug)} ${name} as its draft${fields}`,
    update: `${draft ? 'Saved a draft of' : 'Updated'} ${noun(slug)} ${name}${fields}`,
  }
  const final = intended ?? action
  await recordActivity(req, { action: final, resource: slug, recordId, summary: withNote(summaries[final] ?? summaries.update!, req) })
  return doc
}

const logDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (!logged(req) || !isActivityResource(collection.slug)) return doc
  await recordActivity(req, {
    action: 'delete',
    resource: collection.slug,
    recordId: Number(doc.id),
    summary: `Deleted ${noun(collection.slug)} ${recordName(collection, doc)}`,
  })
  return doc
}

/**
 * A sign-in; and, when it follows a password chosen with an e-mailed link (a reset or an
 * invitation: Payload signs the account in within that change's transaction), that change first.
 */
const logSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const account = { id: Number(user.id), username: String(user.username ?? '') }
  if (req.context.activityLinkPassword === true) {
    delete req.context.activityLinkPassword
    await recordActivity(req, {
      action: 'password-change',
      resource: 'users',
      recordId: account.id,
      summary: 'Chose a password with an e-mailed link',
      user: account,
    })
  }
  await recordActivity(req, { action: 'sign-in', resource: 'users', recordId: account.id, summary: 'Signed in', user: account })
  return user
}

/** An admin's unlocking of an account locked by failed sign-ins (Payload writes it without change hooks). */
const logUnlock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock' || !result || !req.user) return result
  const { email, username } = ((args as { data?: { email?: unknown; username?: unknown } }).data ?? {}) as { email?: unknown; username?: unknown }
  const login = [email, username].find((value): value is string => typeof value === 'string' && value !== '')
  const account = login ? await accountByLogin(req.payload, login, { req }) : null
  if (account) await recordActivity(req, { action: 'update', resource: 'users', recordId: account.id, summary: `Unlocked account ${quoted(account.username)}` })
  return result
}

/** Payload's REST sign-in (/cms-api, the /cms panel) refused. */
const logRefusedRestSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!(error instanceof AuthenticationError || error instanceof LockedAuth)) return
  if (!/\/login\/?$/.test(new URL(req.url ?? '/', 'http://localhost').pathname)) return
  const { email, username } = (req.data ?? {}) as { email?: unknown; username?: unknown }
  await logRefusedSignIn(req, typeof email === 'string' && email ? email : username)
}

const LOGGED_COLLECTIONS = new Set<string>([...Object.keys(ACTIVITY_RESOURCES), 'publication-schedules'])

/** The activity log's hooks on a collection (its own and the account's sign-in hooks for users). */
export function withActivityLog(collection: CollectionConfig): CollectionConfig {
  if (!LOGGED_COLLECTIONS.has(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  const users = collection.slug === 'users'
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), noteTheOperation],
      beforeChange: [...(hooks.beforeChange ?? []), ...(users ? [notePasswordChange] : []), ...(hasDrafts(collection.slug) ? [noteWhetherPublished] : [])],
      afterChange: [...(hooks.afterChange ?? []), logChange],
      afterDelete: [...(hooks.afterDelete ?? []), logDelete],
      ...(users && {
        afterLogin: [...(hooks.afterLogin ?? []), logSignIn],
        afterOperation: [...(hooks.afterOperation ?? []), logUnlock],
        afterError: [logRefusedRestSignIn, ...(hooks.afterError ?? [])],
      }),
    },
  }
}

const logGlobalChange: GlobalAfterChangeHook = async ({ doc, global, previousDoc, req }) => {
  if (!logged(req) || !isActivityResource(global.slug)) return doc
  const Noun = ACTIVITY_RESOURCES[global.slug]
  await recordActivity(req, {
    action: 'update',
    resource: global.slug,
    recordId: null,
    summary: `Updated the ${Noun.toLowerCase()}${fieldsPart(global.slug, contentField, doc, previousDoc)}`,
  })
  return doc
}

/** The activity log's hook on a settings record. */
export function globalWithActivityLog(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), logGlobalChange] } }
}
