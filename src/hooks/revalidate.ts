import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages cache their reads under one tag per collection or global (the slug).
 * A save or delete expires that tag at once, so the next public request shows the change.
 */
export function expireTag(tag: string, context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next.js server (CLI seed or migrate) there is no cache to expire.
    if (!(error instanceof Error) || !/static generation store|outside a request scope|Invariant/i.test(error.message)) {
      throw error
    }
  }
}

export const revalidateCollectionAfterChange: CollectionAfterChangeHook = ({ collection, doc, req }) => {
  expireTag(collection.slug, req.context)
  return doc
}

export const revalidateCollectionAfterDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  expireTag(collection.slug, req.context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ global, doc, req }) => {
  expireTag(global.slug, req.context)
  return doc
}

/** Hooks every public collection carries. */
export const revalidationHooks = {
  afterChange: [revalidateCollectionAfterChange],
  afterDelete: [revalidateCollectionAfterDelete],
}
