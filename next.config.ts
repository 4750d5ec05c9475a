import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // One instance of Payload per process: bundled per route, each route would get its own copy of
  // Payload's classes and `instanceof` checks on its errors (NotFound, ValidationError...) would fail.
  serverExternalPackages: ['payload'],
  images: {
    // Uploads are served by Payload's media route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
