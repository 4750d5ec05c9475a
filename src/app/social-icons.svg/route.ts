import { socialIconSprite } from '@/components/site/social-icons'

// Made at build time and served as a file: every page's icons point into it.
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(socialIconSprite(), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  })
}
