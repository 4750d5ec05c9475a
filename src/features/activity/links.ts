import type { CollectionSlug, Payload } from 'payload'

import type { ActivityEntry, ActivityResource } from '@/features/activity/entries'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import type { User } from '@/payload-types'

/**
 * Where an activity entry's record is in the back office (docs/product.md#the-activity-log): the
 * screen of its kind, searched for its name as it is called now (the list screens read `?search=`),
 * a message opened (`?open=`), a settings record's own screen. A record deleted since is said so,
 * and links nowhere; images have no screen of their own, and sign-ins (of a session, not a change) no link.
 */
const SCREENS: Record<ActivityResource, { path: string; by?: 'search' | 'open' } | null> = {
  artists: { path: '/admin/artists', by: 'search' },
  events: { path: '/admin/events', by: 'search' },
  sponsorships: { path: '/admin/sponsorship', by: 'search' },
  galleries: { path: '/admin/gallery', by: 'search' },
  'event-objectives': { path: '/admin/settings' },
  'hero-sections': { path: '/admin/hero-sections', by: 'search' },
  'homepage-sections': { path: '/admin/homepage-sections', by: 'search' },
  'tour-locations': { path: '/admin/tour-locations', by: 'search' },
  'premium-accommodations': { path: '/admin/accommodations', by: 'search' },
  media: null,
  'contact-messages': { path: '/admin/messages', by: 'open' },
  users: { path: '/admin/users' },
  'contact-settings': { path: '/admin/contact' },
  'footer-settings': { path: '/admin/settings' },
  'notification-settings': { path: '/admin/messages' },
  subscribers: { path: '/admin/subscribers' },
}

export type EntryLink = { link: string | null; recordDeleted?: true }

/** The link of each entry (by its index), reading the names of the records the entries name, one query per kind, as `user` may. */
export async function entryLinks(payload: Payload, user: User | null, entries: ActivityEntry[]): Promise<EntryLink[]> {
  const idsOf = new Map<ActivityResource, Set<number>>()
  for (const entry of entries)
    if (entry.recordId !== null && payload.collections[entry.resource as CollectionSlug])
      idsOf.set(entry.resource, (idsOf.get(entry.resource) ?? new Set()).add(entry.recordId))
  const names = new Map<string, string>()
  await Promise.all(
    [...idsOf].map(async ([resource, ids]) => {
      const slug = resource as CollectionSlug
      const title = payload.collections[slug].config.admin?.useAsTitle ?? 'id'
      const { docs } = await payload.find({
        collection: slug,
        where: { id: { in: [...ids] } },
        select: { [title]: true } as never,
        pagination: false,
        depth: 0,
        // The name the back office's lists show and search: the latest draft's.
        draft: true,
        locale: DEFAULT_LOCALE,
        overrideAccess: false,
        user,
      })
      for (const doc of docs as Record<string, unknown>[]) names.set(`${resource}:${String(doc.id)}`, String(doc[title] ?? ''))
    }),
  )
  return entries.map((entry) => {
    // A sign-in tells of a session, not of a change to a record.
    if (entry.action === 'sign-in' || entry.action === 'sign-in-refused') return { link: null }
    const screen = SCREENS[entry.resource]
    const isRecord = entry.recordId !== null && Boolean(payload.collections[entry.resource as CollectionSlug])
    if (!isRecord) return { link: entry.resource === 'users' || !screen ? null : screen.path }
    const name = names.get(`${entry.resource}:${entry.recordId}`)
    if (name === undefined) return { link: null, recordDeleted: true }
    if (!screen) return { link: null }
    if (screen.by === 'open') return { link: `${screen.path}?open=${entry.recordId}` }
    if (screen.by === 'search' && name.trim()) return { link: `${screen.path}?${new URLSearchParams({ search: name })}` }
    return { link: screen.path }
  })
}
