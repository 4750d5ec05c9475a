import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    // Uploads are served by Payload's media route on this same origin.
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
