// npm run seed: fills an empty database with the demo content (never touches one with content).
import { getPayload } from 'payload'

import config from '../payload.config'
import { applyMigrations } from '../src/server/db/migrate'
import { seedDemoContent } from '../src/seed'

const payload = await getPayload({ config })
await applyMigrations(payload)
await seedDemoContent(payload)
await payload.destroy()
process.exit(0)
