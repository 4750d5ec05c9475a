import { inject } from 'vitest'

// Before any test file imports payload.config.ts: the Local API uses the tests' database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('secret')
process.env.MEDIA_DIR = inject('mediaDir')
