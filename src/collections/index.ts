import type { CollectionConfig } from 'payload'

import { features } from '@/features'
import { withEditLock } from '@/hooks/edit-lock'
import { withVisitorReadCap } from '@/hooks/visitor-reads'
import { withWellFormedData } from '@/hooks/well-formed-data'
import { withWellFormedQuery } from '@/hooks/well-formed-query'

import { Artists } from './Artists'
import { EventObjectives } from './EventObjectives'
import { Events } from './Events'
import { Galleries } from './Galleries'
import { HeroSections } from './HeroSections'
import { HomepageSections } from './HomepageSections'
import { Media } from './Media'
import { PremiumAccommodations } from './PremiumAccommodations'
import { Sponsorships } from './Sponsorships'
import { TourLocations } from './TourLocations'

/** The content the site shows. */
const content = [Artists, Events, Sponsorships, Galleries, EventObjectives, HeroSections, TourLocations, HomepageSections, PremiumAccommodations, Media]

type Wrap = (collection: CollectionConfig) => CollectionConfig
const wraps = (stage: 'before' | 'after'): Wrap[] => features.flatMap((feature) => feature.wrapCollection?.[stage] ?? [])

/**
 * Every collection of Payload's config: the accounts first (as the CMS panel lists them), the
 * content, then the features' own (src/features/index.ts). Each gets the features' rules and the
 * site's own checks of what is written and asked for, who reads, and the edit lock.
 */
export const collections = [...content, ...features.flatMap((feature) => feature.collections ?? [])]
  .sort((a, b) => Number(Boolean(b.auth)) - Number(Boolean(a.auth)))
  .map((collection) =>
    [...wraps('before'), withWellFormedData, withWellFormedQuery, withVisitorReadCap, withEditLock, ...wraps('after')].reduce(
      (wrapped, wrap) => wrap(wrapped),
      collection,
    ),
  )
