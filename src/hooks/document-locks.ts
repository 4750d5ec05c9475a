import type { CollectionBeforeOperationHook, Payload } from 'payload'

import { ClientMistake } from '@/server/http/client-mistake'

/** Payload's collection of document locks (who is editing which record in the /cms panel). */
const LOCKS = 'payload-locked-documents'

export const LOCK_IN_ANOTHERS_NAME_MESSAGE = "A lock names the one who holds it: you cannot lock a document in another's name."

/** Whether a lock's `user` (a polymorphic relation, or what a client sent in its place) is the caller. */
function namesCaller(named: unknown, caller: { collection: string; id: number | string }): boolean {
  if (typeof named !== 'object' || named === null) return false
  const { relationTo, value } = named as { relationTo?: unknown; value?: unknown }
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return relationTo === caller.collection && (typeof id === 'string' || typeof id === 'number') && String(id) === String(caller.id)
}

/**
 * A lock names its caller, whatever the body says: one that names no one is the caller's, and
 * one in another's name is refused (403). The /cms panel writes its own locks straight to the
 * database in the caller's name, and takes a lock over by naming itself, so it is not hindered.
 */
export const lockNamesItsCaller: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.user) return args
  const data = (args as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return args
  const named = (data as { user?: unknown }).user
  if (named !== undefined && named !== null && !namesCaller(named, req.user)) throw new ClientMistake(403, LOCK_IN_ANOTHERS_NAME_MESSAGE)
  return { ...args, data: { ...data, user: { relationTo: req.user.collection, value: req.user.id } } }
}

/**
 * Payload builds its collection of locks itself, when it reads the config, with no place for
 * hooks of our own: they are added once Payload has started (the config's `onInit`).
 */
export function guardDocumentLocks(payload: Payload): void {
  const locks = payload.collections[LOCKS]?.config
  if (!locks) return
  const hooks = (locks.hooks.beforeOperation ??= [])
  if (!hooks.includes(lockNamesItsCaller)) hooks.push(lockNamesItsCaller)
}
