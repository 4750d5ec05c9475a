import type { CollectionAfterChangeHook } from 'payload'

import { announceEvent } from '@/features/alerts/job'
import { NOTIFY_FOLLOWERS_CONTEXT } from '@/features/alerts/topics'

/**
 * An event published for the first time, its date to come, is announced to those who follow
 * everything, its city or an artist of its line-up, in the publish's own transaction
 * (src/features/alerts/job.ts): a publish rolled back announces nothing.
 */
export const announceWhenPublished: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const published = doc._status === 'published' && (operation === 'create' || previousDoc?._status !== 'published')
  if (!published || !(Date.parse(doc.date) > Date.now())) return doc
  await announceEvent(req, Number(doc.id), context?.[NOTIFY_FOLLOWERS_CONTEXT] !== false)
  return doc
}
