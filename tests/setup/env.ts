import { inject } from 'vitest'

import { databaseUrl, mediaDir } from './worker'

// Before any test file imports payload.config.ts: the Local API uses this worker's database.
process.env.DATABASE_URL = databaseUrl
process.env.PAYLOAD_SECRET = inject('secret')
process.env.MEDIA_DIR = mediaDir
