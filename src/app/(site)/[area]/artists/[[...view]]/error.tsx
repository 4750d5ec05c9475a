'use client'

import { Section } from '@/components/site/section'

/**
 * The artists could not be read (SPEC §2 error state). A failed render is never cached; while the
 * database is away the page answers 503 (src/server/database-outage.ts).
 */
export default function ArtistsError() {
  return (
    <Section title="Our Artists" subtitle="Discover the talent behind our stages." headingLevel="h1">
      <div role="alert" className="text-center">
        <p className="text-lg font-bold">Error loading artists</p>
        <p className="text-muted">Please try again later</p>
      </div>
    </Section>
  )
}
