import { socialIconSprite } from '@/components/site/social-icons'

// Made at build time and served as a file: every page's icons point into it, at an address that
// changes with its content (SOCIAL_ICON_SPRITE), so browsers may keep it.
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(socialIconSprite(), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}
