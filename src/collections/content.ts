import type { Access, CollectionConfig } from 'payload'

import { anyone, authenticated } from '@/access'
import { revalidationHooks } from '@/hooks/revalidate'

/**
 * A collection of what the site shows: staff write it, visitors read what `read` lets them (all of
 * it unless said), and a save or delete expires the public pages' cached reads of it at once
 * (src/hooks/revalidate.ts), before the collection's own hooks of that step run.
 */
export function contentCollection({ read = anyone, hooks = {}, ...config }: Omit<CollectionConfig, 'access'> & { read?: Access }): CollectionConfig {
  return {
    ...config,
    access: { read, create: authenticated, update: authenticated, delete: authenticated },
    hooks: {
      ...hooks,
      afterChange: [...revalidationHooks.afterChange, ...(hooks.afterChange ?? [])],
      afterDelete: [...revalidationHooks.afterDelete, ...(hooks.afterDelete ?? [])],
    },
  }
}
