// npm run seed: fills an empty database with the demo content (never touches one with content).
import { getPayload } from 'payload'

import config from '../payload.config'
import { seedDemoContent } from '../src/seed'
import { applyMigrations } from '../src/server/db/migrate'

const payload = await getPayload({ config })
await applyMigrations(payload)
await seedDemoContent(payload)
await payload.destroy()
process.exit(0)
