import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { editLock, resourceOf } from '@/server/content/resources'
import { lockInTransaction } from '@/server/db/transaction'

/**
 * A change of one record through Payload's REST (/cms-api, the /cms panel) takes the record's edit
 * lock before Payload reads it, as /api's changes, the jobs queue's and the scheduled publishes do
 * (`inTransaction` with `lock`, src/server/db/transaction.ts): Payload writes back the whole record it
 * read, so a change made between the read and the write (a contact message's notice recorded
 * while staff mark it read) was undone. The Local API's own callers take the lock themselves.
 */
const takesTheEditLock: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const id = (args as { id?: unknown }).id
  if (operation !== 'update' || req.payloadAPI !== 'REST' || id === undefined || id === null) return args
  const resource = resourceOf(collection.slug)
  if (!resource || !Number.isSafeInteger(Number(id)) || (await req.transactionID) === undefined) return args
  await lockInTransaction(req, editLock(resource, Number(id)))
  return args
}

export const withEditLock = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), takesTheEditLock] },
})
