import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './src/collections'
import { features } from './src/features'
import { mailAdapter } from './src/features/mail'
import { globals } from './src/globals'
import { guardDocumentLocks } from './src/hooks/document-locks'
import { clientMistakesAreBadRequests } from './src/hooks/well-formed-data'
import { guardPayloadOwnQueries } from './src/hooks/well-formed-query'
import { BRAND, BRAND_ICON } from './src/lib/brand'
import { MOMENT_WITH_ZONE } from './src/lib/calendar/staff-times'
import { DEFAULT_LOCALE } from './src/lib/i18n/locales'
import { addInt32Checks, addOwnTables, indexSearchedTexts, indexTextsByRecord } from './src/server/db/schema-hooks'
import { sqlLog } from './src/server/db/sql-log'
import { guardJobStats, jobs } from './src/server/jobs/tasks'
import { mediaStorage } from './src/server/media/storage'
import { readSecret, trustedOrigins } from './src/server/runtime/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: readSecret(),
  // No serverURL: Payload then gives file and panel addresses as paths (/cms-api/media/file/...),
  // which load on whatever host name the panel is opened on; an absolute SITE_URL address is
  // another origin to a panel opened on any other name, and the panel's policy (img-src 'self')
  // refuses it. Payload's own links in e-mails use the request's origin when it is trusted.
  csrf: trustedOrigins(),
  // Payload's panel and REST move off /admin and /api, which belong to the product
  // (docs/architecture.md#one-app-four-faces).
  routes: { admin: '/cms', api: '/cms-api' },
  admin: {
    user: 'users',
    importMap: { baseDir: dirname },
    // The agency's name, icon and logo instead of Payload's (src/components/cms/brand.tsx); its
    // colours are in src/app/(payload)/custom.scss.
    meta: {
      titleSuffix: `| ${BRAND.name} CMS`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: BRAND_ICON }],
      openGraph: { siteName: BRAND.name, description: `${BRAND.name}: content management` },
      // Payload's generated preview image would be at /api/og, which is the product's API.
      defaultOGImageType: 'off',
    },
    components: {
      graphics: { Logo: '/src/components/cms/brand#BrandLogo', Icon: '/src/components/cms/brand#BrandIcon' },
    },
    // Payload's built-in avatar: Gravatar's images are another origin, refused by the panel's policy.
    avatar: 'default',
    // Times as the back office writes them, naming the zone: the browser's ("Nov 25, 2026, 2:02 PM
    // GMT-5"); an event's own times are at its venue (src/components/cms/venue-time.tsx).
    dateFormat: MOMENT_WITH_ZONE,
  },
  collections,
  // The texts visitors read, in English and Nepali (docs/product.md#nepali-site): fields marked
  // `localized` keep a value per language; English is the default, and a Nepali read falls back
  // to English field by field where no Nepali was entered.
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ne', label: 'नेपाली' },
    ],
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  globals,
  hooks: { afterError: [clientMistakesAreBadRequests] },
  // A client's mistake (src/hooks/well-formed-query.ts), a query on a path Payload cannot query (its
  // own collections: locks, preferences), a query parameter that is not JSON (?where=abc) and a
  // refused sign-in (wrong password, locked account) are logged as one line, without a stack or SQL.
  loggingLevels: { ClientMistake: 'info', QueryError: 'info', SyntaxError: 'info', AuthenticationError: 'info', LockedAuth: 'info' } as Record<string, 'info'>,
  // Payload's own collections get the site's check of queries, and its document locks and record of
  // scheduled tasks their rules, once Payload has built them.
  onInit: (payload) => {
    guardPayloadOwnQueries(payload)
    guardDocumentLocks(payload)
    guardJobStats(payload)
  },
  db: postgresAdapter({
    // A request waits at most 5 s for a connection: while the database is away, answers are a
    // prompt 503 instead of a hang (src/server/http/errors.ts). The application name marks the
    // site's connections in pg_stat_activity.
    pool: {
      connectionString: process.env.DATABASE_URL,
      application_name: 'agency-site',
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
    // Schema changes only through committed migrations (the top-level migrations/ folder), never push.
    push: false,
    logger: sqlLog(),
    migrationDir: path.resolve(dirname, 'migrations'),
    // The site's own tables, and the features' (src/features/index.ts).
    beforeSchemaInit: [addOwnTables, ...features.flatMap((feature) => feature.tables?.before ?? [])],
    afterSchemaInit: [addInt32Checks(collections), indexTextsByRecord, indexSearchedTexts, ...features.flatMap((feature) => feature.tables?.after ?? [])],
  }),
  // Mail through SMTP_URL, or one log line a mail without it (src/features/mail/transport.ts).
  email: mailAdapter(),
  // Mail leaves from the jobs queue, run by one instance at a time (src/server/jobs/).
  jobs,
  graphQL: { disable: true },
  sharp,
  // Uploads in MEDIA_DIR, or in an S3-compatible bucket when S3_BUCKET is set.
  plugins: [mediaStorage()],
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
