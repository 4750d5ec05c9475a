import pg from 'pg'

/**
 * Hears of every content write, whoever made it: this instance, another one, the /cms panel or
 * SQL typed by hand. The content-version trigger sends `NOTIFY content_changed, '<table>'` when
 * the writing transaction commits (migrations/20261123_090000_content_notify.ts); one
 * connection per instance listens, and `onChange` gets the cache tag of the table (the
 * collection or global slug: `tour_locations` is `tour-locations`).
 *
 * A connection that is lost may have missed notifications: once listening again, `onResync` is
 * called, and whatever was kept must be forgotten. The connection is also checked every few
 * seconds, so a silently dead one (a network that dropped it) is noticed and replaced.
 */

export const CONTENT_CHANNEL = 'content_changed'

/** How often the listening connection is checked, and how long a check may take. */
const CHECK_EVERY_MS = 5_000
const CHECK_TIMEOUT_MS = 3_000
/** Waits between attempts to listen again: doubling from the first to the last. */
const RETRY_FIRST_MS = 250
const RETRY_LAST_MS = 5_000

type Options = {
  databaseUrl: string
  /** A content table changed: its cache tag. */
  onChange: (tag: string) => void
  /** Listening (again): anything kept from before may be out of date. */
  onResync: () => void
  /** Listening stopped: until onResync, changes made elsewhere go unheard. */
  onLost?: (error: Error) => void
}

export type ContentNotifications = {
  /** Whether notifications are being heard right now. */
  listening: () => boolean
  stop: () => Promise<void>
}

/** The cache tag of a content table. */
export function tagOfTable(table: string): string {
  // A record's texts in each language (`artists_locales`) and its relations
  // (`events_rels`, an event's line-up) are its collection's.
  return table.replace(/_(?:locales|rels)$/, '').replaceAll('_', '-')
}

export function listenForContentChanges({ databaseUrl, onChange, onResync, onLost }: Options): ContentNotifications {
  let client: pg.Client | null = null
  let listening = false
  let stopped = false
  let retryMs = RETRY_FIRST_MS
  let retryTimer: NodeJS.Timeout | undefined
  let checkTimer: NodeJS.Timeout | undefined

  const lose = (current: pg.Client, error: Error) => {
    if (client !== current) return
    client = null
    clearInterval(checkTimer)
    if (listening) onLost?.(error)
    listening = false
    current.removeAllListeners('notification')
    current.on('error', () => {}) // a late error of a connection given up
    void current.end().catch(() => {})
    if (!stopped) retryTimer = setTimeout(connect, retryMs)
    retryMs = Math.min(retryMs * 2, RETRY_LAST_MS)
  }

  const connect = async () => {
    const current = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'agency-site-listener',
      keepAlive: true,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    })
    client = current
    current.on('error', (error) => lose(current, error))
    current.on('end', () => lose(current, new Error('The listening connection ended')))
    current.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload) onChange(tagOfTable(message.payload))
    })
    try {
      await current.connect()
      await current.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      lose(current, error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (stopped || client !== current) return void current.end().catch(() => {})
    listening = true
    retryMs = RETRY_FIRST_MS
    onResync()
    checkTimer = setInterval(() => check(current), CHECK_EVERY_MS)
    checkTimer.unref()
  }

  const check = (current: pg.Client) => {
    const timeout = setTimeout(() => lose(current, new Error('The listening connection stopped answering')), CHECK_TIMEOUT_MS)
    current
      .query('SELECT 1')
      .catch((error: Error) => lose(current, error))
      .finally(() => clearTimeout(timeout))
  }

  void connect()

  return {
    listening: () => listening,
    stop: async () => {
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(checkTimer)
      const current = client
      client = null
      listening = false
      if (current) {
        current.removeAllListeners('end')
        await current.end().catch(() => {})
      }
    },
  }
}
