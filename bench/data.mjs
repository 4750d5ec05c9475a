// Generated content for the `large` data set: bulk SQL inserts into Payload's tables,
// far faster than the Local API for thousands of rows. Rows look like the real ones.
import pg from 'pg'

const GENRES = ['Folk', 'Rock', 'Pop', 'Jazz', 'Hip Hop', 'Electronic', 'Classical', 'Indie Pop']
const ZONES = ['Asia/Kathmandu', 'America/Toronto', 'America/Vancouver', 'America/Edmonton']
const CITIES = ['Kathmandu, Nepal', 'Pokhara, Nepal', 'Toronto, Canada', 'Vancouver, Canada', 'Calgary, Canada']
const TYPES = ['concert', 'meetup', 'tour']

async function insertRows(client, table, columns, rows) {
  const ids = []
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const values = []
    const tuples = chunk.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`)
    for (const row of chunk) values.push(...row)
    const { rows: made } = await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`, values)
    ids.push(...made.map((row) => row.id))
  }
  return ids
}

/**
 * Records whose first `textColumns.length` values are their texts in English (the
 * `{table}_locales` table holds them), the rest their own columns.
 */
async function insertRecords(client, table, textColumns, columns, rows) {
  const ids = await insertRows(
    client,
    table,
    columns,
    rows.map((row) => row.slice(textColumns.length)),
  )
  const texts = rows.map((row, i) => [...row.slice(0, textColumns.length), 'en', ids[i]])
  await insertRows(client, `${table}_locales`, [...textColumns, '_locale', '_parent_id'], texts)
}

/** Adds the large data set on top of whatever the database holds. */
export async function fillLarge(
  databaseUrl,
  { artists = 2000, events = 10000, galleries = 300, packages = 50, messages = 20000, subscribers = 50000, activity = 200000 } = {},
) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    const now = Date.now()
    await insertRecords(
      client,
      'artists',
      ['bio', 'genre'],
      ['name', 'status', 'social_links', 'media_links', 'updated_at', 'created_at'],
      Array.from({ length: artists }, (_, i) => [
        `Generated artist number ${i + 1}, a ${GENRES[i % GENRES.length].toLowerCase()} act touring Nepal and Canada.`,
        GENRES[i % GENRES.length],
        `Bench Artist ${i + 1}`,
        i % 10 === 0 ? 'archived' : 'active',
        JSON.stringify({ instagram: `https://instagram.com/bench${i}` }),
        JSON.stringify({ spotify: `https://open.spotify.com/artist/bench${i}` }),
        new Date(now).toISOString(),
        new Date(now).toISOString(),
      ]),
    )
    await insertRecords(
      client,
      'events',
      ['title', 'venue', 'description'],
      ['date', 'timezone', 'location', 'capacity', 'event_type', 'status', 'updated_at', 'created_at'],
      Array.from({ length: events }, (_, i) => {
        const date = new Date(now + (i - events / 2) * 3 * 3600_000)
        return [
          `Bench Event ${i + 1}`,
          `Venue ${i % 97}`,
          'A generated event for the benchmark.',
          date.toISOString(),
          ZONES[i % ZONES.length],
          CITIES[i % CITIES.length],
          i % 5 === 0 ? null : 200 + (i % 50) * 20,
          TYPES[i % TYPES.length],
          date.getTime() < now ? 'past' : 'upcoming',
          new Date(now).toISOString(),
          new Date(now).toISOString(),
        ]
      }),
    )
    await insertRecords(
      client,
      'galleries',
      ['event_name'],
      ['event_date', 'photos', 'tags', 'photographer_credit', 'updated_at', 'created_at'],
      Array.from({ length: galleries }, (_, i) => [
        `Bench Gallery ${i + 1}`,
        i % 7 === 0 ? null : new Date(now - i * 86_400_000).toISOString(),
        JSON.stringify(Array.from({ length: 20 }, (_, photo) => `bench-${i}-${photo + 1}.jpg`)),
        JSON.stringify(['bench', GENRES[i % GENRES.length].toLowerCase()]),
        'Bench Photographer',
        new Date(now).toISOString(),
        new Date(now).toISOString(),
      ]),
    )
    await insertRecords(
      client,
      'sponsorships',
      ['package_name', 'description', 'benefits'],
      ['visibility', 'priority', 'updated_at', 'created_at'],
      Array.from({ length: packages }, (_, i) => [
        `Bench Package ${i + 1}`,
        'A generated sponsorship package.',
        JSON.stringify(['Logo on posters', 'Two VIP passes']),
        i % 4 === 0 ? 'internal' : 'public',
        10 + i,
        new Date(now).toISOString(),
        new Date(now).toISOString(),
      ]),
    )
    await fillAsLived(client, { messages, subscribers, activity })
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    await client.end()
  }
}

/**
 * What the site's own use leaves beside the records, made in SQL from the bench's records: their
 * Nepali texts (every second record), events' line-ups, a version of each record (as a save
 * through the API makes), contact messages, alert subscribers with their topics, and the
 * activity log. The product's reads join all of these, so a plan that scans one shows here.
 */
async function fillAsLived(client, { messages, subscribers, activity }) {
  const bench = { artists: `name LIKE 'Bench Artist %'`, events: `id IN (SELECT _parent_id FROM events_locales WHERE title LIKE 'Bench Event %')` }
  // Nepali texts of every second artist and event: Payload keeps one row per language.
  await client.query(`INSERT INTO artists_locales (bio, genre, _locale, _parent_id)
    SELECT 'नेपाल र क्यानडामा बजाउने कलाकार ' || a.id || '।', l.genre, 'ne', a.id
      FROM artists a JOIN artists_locales l ON l._parent_id = a.id AND l._locale = 'en' WHERE a.${bench.artists} AND a.id % 2 = 0`)
  await client.query(`INSERT INTO events_locales (title, venue, description, _locale, _parent_id)
    SELECT 'बेन्च कार्यक्रम ' || e.id, l.venue, 'बेन्चमार्कका लागि बनाइएको कार्यक्रम।', 'ne', e.id
      FROM events e JOIN events_locales l ON l._parent_id = e.id AND l._locale = 'en' WHERE e.${bench.events} AND e.id % 2 = 0`)
  // Line-ups: one to three active artists an event, each once.
  await client.query(`WITH lineup AS (SELECT array_agg(id ORDER BY id) AS ids FROM artists WHERE ${bench.artists} AND status = 'active'),
      event AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM events WHERE ${bench.events})
    INSERT INTO events_rels ("order", parent_id, path, artists_id)
    SELECT k, event.id, 'artists', lineup.ids[1 + ((event.n * 7 + k * 13) % array_length(lineup.ids, 1))]
      FROM event, lineup, generate_series(1, 1 + (event.n % 3)::int) AS k`)
  for (const table of ['artists', 'events', 'galleries', 'sponsorships']) await copyAsVersion(client, table)
  await client.query(
    `INSERT INTO contact_messages (name, email, phone, subject, message, read, spam, notification, updated_at, created_at)
    SELECT 'Visitor ' || g, 'visitor' || g || '@example.com', CASE WHEN g % 3 = 0 THEN '+1 416 555 ' || lpad((g % 10000)::text, 4, '0') END,
           'Booking enquiry ' || g, 'We would like to book an artist for our festival, message ' || g || '.', g % 3 <> 0, g % 50 = 0,
           'sent', now() - g * interval '7 minutes', now() - g * interval '7 minutes'
      FROM generate_series(1, $1::int) AS g`,
    [messages],
  )
  const cities = ['Kathmandu', 'Pokhara', 'Toronto', 'Vancouver', 'Calgary']
  await client.query(
    `INSERT INTO alert_subscribers (email, locale, nonce, created_at, confirmed_at)
    SELECT 'fan' || g || '@example.com', CASE WHEN g % 4 = 0 THEN 'ne' ELSE 'en' END, md5('bench' || g),
           now() - g * interval '3 minutes', CASE WHEN g % 10 <> 0 THEN now() - g * interval '3 minutes' END
      FROM generate_series(1, $1::int) AS g`,
    [subscribers],
  )
  await client.query(
    `WITH artist AS (SELECT array_agg(id ORDER BY id) AS ids FROM artists WHERE ${bench.artists} AND status = 'active')
    INSERT INTO alert_topics (subscriber_id, kind, artist_id, city, created_at, confirmed_at)
    SELECT s.id, t.kind, CASE WHEN t.kind = 'artist' THEN artist.ids[1 + s.id % array_length(artist.ids, 1)] END,
           CASE WHEN t.kind = 'city' THEN ($1::text[])[1 + s.id % 5] END, s.created_at, s.confirmed_at
      FROM alert_subscribers s, artist,
           LATERAL (SELECT unnest(CASE s.id % 5 WHEN 0 THEN ARRAY['all'] WHEN 1 THEN ARRAY['city'] WHEN 2 THEN ARRAY['city', 'artist'] ELSE ARRAY['artist'] END) AS kind) AS t
     WHERE s.email LIKE 'fan%@example.com'`,
    [cities],
  )
  await client.query(
    `INSERT INTO activity_log (at, username, action, resource, record_id, door, api_key, summary)
    SELECT now() - g * interval '2 minutes', 'bench', (ARRAY['create', 'update', 'publish'])[1 + g % 3], 'events', 1 + g % 10000,
           (ARRAY['/api', '/cms-api', '/cms'])[1 + g % 3], g % 7 = 0, 'Event "Bench Event ' || (1 + g % 10000) || '" changed'
      FROM generate_series(1, $1::int) AS g`,
    [activity],
  )
}

/** One version of each record of `table` that has none, with its texts and relations, as a save makes it. */
async function copyAsVersion(client, table) {
  const columnsOf = async (name) =>
    (await client.query(`SELECT column_name AS name, udt_name AS type, data_type FROM information_schema.columns WHERE table_name = $1`, [name])).rows
  const own = new Set((await columnsOf(table)).map((column) => column.name))
  const cast = (column, from) => (column.data_type === 'USER-DEFINED' ? `${from}::text::${column.type}` : from)
  const versioned = (await columnsOf(`_${table}_v`)).filter((column) => column.name.startsWith('version_') && own.has(column.name.slice(8)))
  await client.query(`INSERT INTO _${table}_v (parent_id, ${versioned.map((c) => c.name).join(', ')}, created_at, updated_at, latest)
    SELECT r.id, ${versioned.map((c) => cast(c, `r.${c.name.slice(8)}`)).join(', ')}, r.updated_at, r.updated_at, true
      FROM ${table} r WHERE NOT EXISTS (SELECT 1 FROM _${table}_v v WHERE v.parent_id = r.id)`)
  const texts = new Set((await columnsOf(`${table}_locales`)).map((column) => column.name))
  const versionTexts = (await columnsOf(`_${table}_v_locales`)).filter((column) => column.name.startsWith('version_') && texts.has(column.name.slice(8)))
  await client.query(`INSERT INTO _${table}_v_locales (${versionTexts.map((c) => c.name).join(', ')}, _locale, _parent_id)
    SELECT ${versionTexts.map((c) => `l.${c.name.slice(8)}`).join(', ')}, l._locale, v.id
      FROM ${table}_locales l JOIN _${table}_v v ON v.parent_id = l._parent_id AND v.latest
     WHERE NOT EXISTS (SELECT 1 FROM _${table}_v_locales x WHERE x._parent_id = v.id AND x._locale::text = l._locale::text)`)
  if ((await columnsOf(`_${table}_v_rels`)).length > 0) {
    await client.query(`INSERT INTO _${table}_v_rels ("order", parent_id, path, artists_id)
      SELECT r."order", v.id, 'version.' || r.path, r.artists_id FROM ${table}_rels r JOIN _${table}_v v ON v.parent_id = r.parent_id AND v.latest
       WHERE NOT EXISTS (SELECT 1 FROM _${table}_v_rels x WHERE x.parent_id = v.id)`)
  }
}
