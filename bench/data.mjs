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
export async function fillLarge(databaseUrl, { artists = 2000, events = 10000, galleries = 200, packages = 50 } = {}) {
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
        JSON.stringify([`bench-${i}-1.jpg`, `bench-${i}-2.jpg`]),
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
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    await client.end()
  }
}
