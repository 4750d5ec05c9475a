import { s3Storage } from '@payloadcms/storage-s3'

/**
 * Where uploads are kept, chosen by the environment, the same for every instance:
 * - by default the folder MEDIA_DIR (src/collections/Media.ts), on one machine or on a volume
 *   every app host mounts;
 * - with S3_BUCKET set, an S3-compatible bucket through Payload's storage adapter. Files are still
 *   served at /cms-api/media/file/NAME (Payload streams them from the bucket, access rules
 *   applied), so pages, the image optimiser and the API do not change.
 * The adapter's fields (prefix, object key) are in the schema either way, so switching needs no
 * migration.
 */
export function mediaStorage() {
  const bucket = process.env.S3_BUCKET?.trim()
  const endpoint = process.env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  if (bucket && Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, to use the default AWS credentials).')
  }
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    collections: { media: { prefix: '' } },
    bucket: bucket ?? '',
    config: {
      endpoint,
      region: process.env.S3_REGION?.trim() || 'us-east-1',
      // Self-hosted S3-compatible stores (MinIO, Ceph...) want path-style URLs; AWS takes both.
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE ? process.env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: streamed uploads are then sent plainly, which
      // every S3-compatible store accepts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
