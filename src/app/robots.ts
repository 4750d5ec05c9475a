import type { MetadataRoute } from 'next'

import { siteUrl } from '@/server/runtime/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/cms-api', '/api'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
