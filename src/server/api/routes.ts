import { NextResponse } from 'next/server'
import { z } from 'zod'

import type { FeatureHttp } from '@/features/feature-http'
import { featuresHttp } from '@/features/http'
import { UPLOAD_LIMITS } from '@/lib/constants'
import { globalResources } from '@/server/content/globals'
import { getActiveHero, listActiveHomepageSections, listHomepageAccommodations, listHomepageTourLocations } from '@/server/content/homepage'
import { resources } from '@/server/content/resources'
import { inTransaction } from '@/server/db/transaction'
import { defineRoute, type Route } from '@/server/http/define-route'
import { HttpError } from '@/server/http/errors'
import { inLocale, localeQueryDeclaration } from '@/server/http/locale'
import { allowedTypes, checkImage, safeFileName, toApiMedia, UPLOAD_PURPOSE_CONTEXT, type UploadPurpose } from '@/server/media/uploads'

import { collectionRoutes } from './collection-routes'
import { globalRoutes } from './global-routes'

/**
 * The table of every /api operation (but this reference's own, src/server/openapi/reference-routes.ts),
 * served by the one route handler of /api (src/server/api/dispatch.ts).
 */

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024
const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`
const typesOf = (purpose: UploadPurpose) => allowedTypes(purpose).join(', ')

const upload = defineRoute({
  method: 'POST',
  path: '/api/media',
  tag: 'media',
  operationId: 'upload',
  summary: 'Upload an image',
  description:
    `Stores an image; its type comes from its bytes, never its name. Default: ${typesOf('default')} up to ${MB(UPLOAD_LIMITS.default.maxBytes)}. ` +
    `With \`?for=sponsorship\`: ${typesOf('sponsorship')} up to ${MB(UPLOAD_LIMITS.sponsorship.maxBytes)}. SVGs with scripts are refused.`,
  access: 'staff',
  // Any other value of `for` is an ordinary upload.
  query: {
    schema: z.object({
      for: z
        .preprocess((raw) => (raw === 'sponsorship' ? raw : undefined), z.enum(['sponsorship']).optional())
        .describe('The upload is a sponsorship image: SVG allowed, 5 MB at most'),
    }),
    refusal: 'Invalid query',
  },
  body: {
    multipart: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: 'The image' },
        alt: { type: 'string', description: 'Text for those who cannot see the image (500 characters kept)' },
      },
      required: ['file'],
    },
  },
  answers: {
    201: { description: 'The stored upload', shape: { entity: 'media' } },
    400: { description: 'Not multipart/form-data, no file, or a file of a type not allowed' },
    413: { description: 'The file is over its limit' },
  },
  /** One `file` (and optional `alt`), capped at its purpose's size (docs/api.md#uploads). */
  handle: async ({ request, query, context, user }) => {
    const purpose: UploadPurpose = query.for ?? 'default'
    const { maxBytes } = UPLOAD_LIMITS[purpose]
    const tooLarge = new HttpError(413, `File is too large: the limit is ${maxBytes / 1024 / 1024} MB.`)

    if (Number(request.headers.get('content-length') ?? 0) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge
    if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
      throw new HttpError(400, 'Send the file as multipart/form-data in a field named "file".')
    }
    const form = await request.formData().catch(() => {
      throw new HttpError(400, 'Could not read the uploaded form data.')
    })
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      throw new HttpError(400, 'Choose a file to upload.', [{ path: 'file', message: 'Required' }])
    }
    if (file.size > maxBytes) throw tooLarge

    const bytes = Buffer.from(await file.arrayBuffer())
    const type = checkImage(bytes, purpose)
    const alt = form.get('alt')
    const doc = await inTransaction(context.payload, user, (req) =>
      context.payload.create({
        collection: 'media',
        data: { alt: typeof alt === 'string' ? alt.slice(0, 500) : undefined },
        file: { data: bytes, mimetype: type.mimeType, name: safeFileName(file.name, type), size: bytes.length },
        // The collection holds every door to the purpose's rule (src/collections/Media.ts).
        context: { [UPLOAD_PURPOSE_CONTEXT]: purpose },
        depth: 0,
        overrideAccess: false,
        user,
        req,
      }),
    )
    return NextResponse.json(toApiMedia(doc), { status: 201 })
  },
})

/** The homepage's derived lists (docs/api.md#calls), read as the requester may. */
const derivedLists: Route[] = [
  {
    path: '/api/hero-sections/active',
    tag: 'hero-sections',
    summary: 'The active hero',
    read: getActiveHero,
    description: 'The active hero section with the lowest `priority` (ties: the newest), or null when none is active.',
  },
  {
    path: '/api/homepage-sections/active',
    tag: 'homepage-sections',
    summary: 'Active homepage sections',
    read: listActiveHomepageSections,
    description: 'Active homepage sections in `displayOrder`.',
  },
  {
    path: '/api/tour-locations/homepage',
    tag: 'tour-locations',
    summary: 'Tour locations shown on the homepage',
    read: listHomepageTourLocations,
    description: 'Tour locations marked `displayOnHomepage`, by `priority`.',
  },
  {
    path: '/api/premium-accommodations/homepage',
    tag: 'premium-accommodations',
    summary: 'Accommodations shown on the homepage',
    read: listHomepageAccommodations,
    description: 'Premium accommodations marked `displayOnHomepage`, by `priority`.',
  },
].map(({ path, tag, summary, description, read }) =>
  defineRoute({
    method: 'GET',
    path: path as `/api/${string}`,
    tag,
    operationId: `${tag}-${path.split('/').pop()}`,
    summary,
    description,
    access: 'anyone',
    query: localeQueryDeclaration,
    answers: {
      200: {
        description: summary,
        shape: read === getActiveHero ? { entity: 'hero-sections', orNull: true } : { entity: tag as 'tour-locations', list: true },
      },
    },
    handle: async ({ context, query }) => NextResponse.json(await read(inLocale(context, query))),
  }),
)

const creates = Object.assign({}, ...featuresHttp.map((feature) => feature.creates ?? {})) as NonNullable<FeatureHttp['creates']>

/** The content's operations, then the features' (src/features/http.ts). */
export const apiRoutes: readonly Route[] = [
  ...Object.values(resources).flatMap((resource) => collectionRoutes(resource, creates[resource.slug])),
  ...derivedLists,
  ...Object.values(globalResources).flatMap(globalRoutes),
  ...featuresHttp.flatMap((feature) => feature.routes ?? []),
  upload,
]
