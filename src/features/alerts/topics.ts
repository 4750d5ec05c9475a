/**
 * E-mail alerts of new events (docs/product.md#e-mail-alerts): what a visitor may ask to hear of,
 * and the limits that hold. The server's part is src/features/alerts/subscriptions.ts; the mails leave from the
 * jobs queue (src/features/alerts/job.ts).
 */

import { fill } from '@/lib/i18n/fill'

/** Everything the agency announces, one artist's events, or one city's. */
export const ALERT_TOPIC_KINDS = ['all', 'artist', 'city'] as const
export type AlertTopicKind = (typeof ALERT_TOPIC_KINDS)[number]

/** A topic as the preferences page and the back office show it. */
export type AlertTopic = {
  id: number
  kind: AlertTopicKind
  /** name: null for an artist visitors no longer see (archived): nothing of theirs is announced meanwhile. */
  artist: { id: number; name: string | null } | null
  city: string | null
  /** False while its confirmation mail waits for a click. */
  confirmed: boolean
}

/** The words of topics, in a language (the catalogue's `alerts.topic`). */
export type TopicWords = { all: string; artist: string; city: string; hiddenArtist: string }

/** A city as stored (lower case), as a name: "kathmandu" is Kathmandu, "niagara-on-the-lake" Niagara-On-The-Lake. */
export const cityName = (city: string) => city.replace(/(^|[\s-])\p{Ll}/gu, (letter) => letter.toUpperCase())

/** A topic in words: "events with Sajjan Raj Vaidya", "events in Toronto", "everything we announce". */
export function topicText(topic: Pick<AlertTopic, 'kind' | 'artist' | 'city'>, words: TopicWords): string {
  if (topic.kind === 'artist') return topic.artist?.name ? fill(words.artist, { name: topic.artist.name }) : words.hiddenArtist
  if (topic.kind === 'city') return fill(words.city, { city: cityName(topic.city ?? '') })
  return words.all
}

/** An address hears at most one alert mail in this time. */
export const ALERT_MIN_INTERVAL_SECONDS = 3600
/** A confirmation link works this long; a topic left unconfirmed goes after it. */
export const ALERT_CONFIRM_DAYS = 7
/** The most topics one address may follow. */
export const ALERT_TOPICS_MAX = 50
/** The longest city name taken. */
export const ALERT_CITY_MAX = 80
/** The most events one alert mail lists (the rest: "and N more", with a link to all events). */
export const ALERT_EVENTS_PER_MAIL = 20
/** Sign-ups per client address (counted at the door, src/server/edge/door-rules.ts). */
export const ALERT_SIGNUP_RATE_LIMIT = { max: 5, windowSeconds: 60 } as const
/** Confirmation mails asked for one e-mail address, whoever asks: 3 an hour. */
export const ALERT_EMAIL_RATE_LIMIT = { max: 3, windowSeconds: 3600 } as const
/** Uses of the mails' confirm and preferences links per client address (one-click unsubscribing is never held back). */
export const ALERT_LINK_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const

/**
 * The request context by which a publish says whether to tell the event's followers: `false`
 * keeps it quiet (`"notifyFollowers": false` on the API, the form's box unticked); any other
 * publish, on any door or on schedule, tells them (src/features/alerts/hooks.ts).
 */
export const NOTIFY_FOLLOWERS_CONTEXT = 'notifyFollowers'
