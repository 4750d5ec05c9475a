import type { CollectionConfig } from 'payload'

import { announceWhenPublished } from '@/features/alerts/hooks'
import { addAlertTables } from '@/features/alerts/tables'
import { alertConfirmationTask, eventAlertsTask, pruneAlertsTask } from '@/features/alerts/tasks'
import type { Feature } from '@/features/feature'

/** A published event is announced to those who follow it. */
function announcesEvents(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'events') return collection
  return { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), announceWhenPublished] } }
}

/**
 * E-mail alerts (docs/architecture.md#features): visitors follow everything, a city or an artist,
 * confirm by mail, and hear of each event published for them; staff see the subscribers.
 */
export const alerts: Feature = {
  name: 'alerts',
  wrapCollection: { after: announcesEvents },
  // After Payload's tables: the alerts' refer to events and artists.
  tables: { after: addAlertTables },
  tasks: [alertConfirmationTask, eventAlertsTask, pruneAlertsTask],
}
