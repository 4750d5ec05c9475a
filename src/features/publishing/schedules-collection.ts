import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { authenticated } from '@/access'
import { ACTIVITY_DOORS } from '@/features/activity/entries'
import { doorOf } from '@/features/activity/log'
import { DRAFT_COLLECTIONS, hasDrafts } from '@/features/publishing/states'
import { editLock, resourceOf } from '@/server/content/resources'
import { lockInTransaction } from '@/server/db/transaction'
import { ClientMistake } from '@/server/http/client-mistake'

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const
export const SCHEDULE_STATES = ['pending', 'done', 'cancelled', 'failed'] as const

/** The furthest ahead a change may be scheduled, on every door. */
export const SCHEDULE_MAX_AHEAD_MS = 5 * 366 * 24 * 60 * 60 * 1000

/** The request context of the queue's own changes to an entry. */
export const QUEUE_CONTEXT = 'scheduleQueue'

/**
 * A staff member's wish to publish or unpublish a record at a time
 * (docs/product.md#scheduled-publishing): kept as a record of what was asked, carried out by the
 * jobs queue (src/server/jobs/tasks.ts) once, at its time. Staff create entries and cancel pending
 * ones, through any door; what an entry asks is fixed once made, and only the queue marks it done
 * or failed.
 */

const fixed: FieldAccess = ({ doc }) => !doc

/** Who asked, and that it waits: the server's to say, whatever the request sends. */
const asked: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    if (!hasDrafts(String(data.resource))) throw new ClientMistake(400, 'Only a record with drafts can be scheduled.')
    if (Number.isNaN(Date.parse(data.at)) || Date.parse(data.at) <= Date.now()) throw new ClientMistake(400, 'Choose a time still to come.')
    if (Date.parse(data.at) >= Date.now() + SCHEDULE_MAX_AHEAD_MS) throw new ClientMistake(400, 'Choose a time within five years.')
    const { totalDocs } = await req.payload.count({
      collection: data.resource,
      where: { id: { equals: data.record } },
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (totalDocs === 0) throw new ClientMistake(404, `There is no record ${data.record} of ${data.resource} to schedule.`)
    return { ...data, createdBy: req.user?.id ?? null, door: doorOf(req), state: 'pending', error: null }
  }
  // The queue marks an entry done or failed (src/features/publishing/scheduled-publication.ts).
  if (req.context[QUEUE_CONTEXT] === true) return data
  if (data.state !== undefined && data.state !== 'cancelled') throw new ClientMistake(400, 'A scheduled change can only be cancelled.')
  // Under the record's edit lock, which the queue holds while it carries an entry out: a cancel
  // comes wholly before that (and nothing happens) or after it (and is refused).
  await lockInTransaction(req, editLock(resourceOf(String(originalDoc?.resource))!, Number(originalDoc?.record)))
  const now = await req.payload.findByID({ collection: 'publication-schedules', id: originalDoc?.id, depth: 0, req, disableErrors: true })
  if (now?.state !== 'pending') throw new ClientMistake(400, `This scheduled change is ${now?.state ?? 'gone'} and can no longer be cancelled.`)
  // Nothing else of the entry changes: what it asks, who asked, by which door, its error.
  const { resource, record, action, at, notifyFollowers, createdBy, door, error } = originalDoc ?? {}
  return { resource, record, action, at, notifyFollowers, createdBy, door, error, state: 'cancelled' }
}

/** The queue's job for a new entry, waiting for its time; queued in the transaction that stores the entry. */
const queueJob: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await req.payload.jobs.queue({ task: 'scheduled-publication', input: { schedule: doc.id }, waitUntil: new Date(doc.at), req })
  }
  return doc
}

export const PublicationSchedules: CollectionConfig = {
  slug: 'publication-schedules',
  admin: { useAsTitle: 'action', defaultColumns: ['resource', 'record', 'action', 'at', 'state'] },
  defaultSort: 'at',
  access: { read: authenticated, create: authenticated, update: authenticated, delete: () => false },
  hooks: { beforeChange: [asked], afterChange: [queueJob] },
  fields: [
    { name: 'resource', type: 'select', options: [...DRAFT_COLLECTIONS], required: true, index: true, access: { update: fixed } },
    { name: 'record', type: 'number', required: true, index: true, access: { update: fixed } },
    { name: 'action', type: 'select', options: [...SCHEDULE_ACTIONS], required: true, access: { update: fixed } },
    { name: 'at', type: 'date', required: true, index: true, access: { update: fixed }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // An event's publish tells its followers unless this is off (src/features/alerts/hooks.ts).
    { name: 'notifyFollowers', type: 'checkbox', defaultValue: true, access: { update: fixed } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', hasMany: false, admin: { readOnly: true } },
    // The door it was asked through: the activity log names it when the queue carries it out.
    { name: 'door', type: 'select', options: [...ACTIVITY_DOORS], admin: { readOnly: true } },
    { name: 'state', type: 'select', options: [...SCHEDULE_STATES], defaultValue: 'pending', required: true, index: true },
    { name: 'error', type: 'text', admin: { readOnly: true } },
  ],
}
