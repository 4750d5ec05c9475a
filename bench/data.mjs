// Generated content for the `large` data set (issue 5): bulk SQL inserts into Payload's tables,
// far faster than the Local API for thousands of rows. Rows look like the real ones.
import pg from 'pg'

const GENRES = ['Folk', 'Rock', 'Pop', 'Jazz', 'Hip Hop', 'Electronic', 'Classical', 'Indie Pop']
const ZONES = ['Asia/Kathmandu', 'America/Toronto', 'America/Vancouver', 'America/Edmonton']
const CITIES = ['Kathmandu, Nepal', 'Pokhara, Nepal', 'Toronto, Canada', 'Vancouver, Canada', 'Calgary, Canada']
const TYPES = ['concert', 'meetup', 'tour']

async function insertRows(client, table, columns, rows) {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const values = []
    const tuples = chunk.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`)
    for (const row of chunk) values.push(...row)
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values)
  }
}

/** Adds the large data set on top of whatever the database holds. */
export async function fillLarge(databaseUrl, { artists = 2000, events = 10000, galleries = 200, packages = 50 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    const now = Date.now()
    await insertRows(
      client,
      'artists',
      ['name', 'bio', 'genre', 'status', 'social_links', 'media_links', 'updated_at', 'created_at'],
      Array.from({ length: artists }, (_, i) => [
        `Bench Artist ${i + 1}`,
        `Generated artist number ${i + 1}, a ${GENRES[i % GENRES.length].toLowerCase()} act touring Nepal and Canada.`,
        GENRES[i % GENRES.length],
        i % 10 === 0 ? 'archived' : 'active',
        JSON.stringify({ instagram: `https://instagram.com/bench${i}` }),
        JSON.stringify({ spotify: `https://open.spotify.com/artist/bench${i}` }),
        new Date(now).toISOString(),
        new Date(now).toISOString(),
      ]),
    )
    await insertRows(
      client,
      'events',
      ['title', 'date', 'timezone', 'venue', 'location', 'capacity', 'event_type', 'status', 'description', 'updated_at', 'created_at'],
      Array.from({ length: events }, (_, i) => {
        const date = new Date(now + (i - events / 2) * 3 * 3600_000)
        return [
          `Bench Event ${i + 1}`,
          date.toISOString(),
          ZONES[i % ZONES.length],
          `Venue ${i % 97}`,
          CITIES[i % CITIES.length],
          i % 5 === 0 ? null : 200 + (i % 50) * 20,
          TYPES[i % TYPES.length],
          date.getTime() < now ? 'past' : 'upcoming',
          'A generated event for the benchmark.',
          new Date(now).toISOString(),
          new Date(now).toISOString(),
        ]
      }),
    )
    await insertRows(
      client,
      'galleries',
      ['event_name', 'event_date', 'photos', 'tags', 'photographer_credit', 'updated_at', 'created_at'],
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
    await insertRows(
      client,
      'sponsorships',
      ['package_name', 'description', 'benefits', 'visibility', 'priority', 'updated_at', 'created_at'],
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
