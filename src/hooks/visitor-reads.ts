import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** A visitor's page of a list on /cms-api, at most, and how deep its relations are filled in. */
export const VISITOR_LIST_LIMIT = 100
export const VISITOR_DEPTH = 1

/**
 * A visitor's read on Payload's REST door (/cms-api) is held to a page of at most 100 records,
 * one level deep: Payload would answer `limit=0` or `pagination=false` with every record. It is
 * decided here, where Payload knows whether anyone signed in, so that credentials that sign in no
 * one (a made-up `Authorization` header, an expired cookie) change nothing. Staff, and the app's
 * own reads through the Local API (the /api handlers), are left alone.
 */
const visitorsReadAPage: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.user || req.payloadAPI !== 'REST') return args
  const { limit, pagination, depth } = args as { limit?: unknown; pagination?: unknown; depth?: unknown }
  const withinLimit = typeof limit === 'number' && limit >= 1 && limit <= VISITOR_LIST_LIMIT
  return {
    ...args,
    // Without pagination Payload would answer every record: a page of at most 100 instead.
    ...((typeof limit === 'number' && !withinLimit) || (pagination === false && !withinLimit) ? { limit: VISITOR_LIST_LIMIT } : {}),
    ...(pagination === false ? { pagination: true } : {}),
    depth: typeof depth === 'number' ? Math.min(Math.max(depth, 0), VISITOR_DEPTH) : VISITOR_DEPTH,
  }
}

export const withVisitorReadCap = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), visitorsReadAPage] },
})
