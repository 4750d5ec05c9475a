import { withActivityLog } from '@/features/activity/hooks'
import { withDrafts } from '@/features/publishing/hooks'
import { withEditLock } from '@/hooks/edit-lock'
import { withVisitorReadCap } from '@/hooks/visitor-reads'
import { withWellFormedData } from '@/hooks/well-formed-data'
import { withWellFormedQuery } from '@/hooks/well-formed-query'

import { Artists } from './Artists'
import { ContactMessages } from '@/features/contact/messages-collection'
import { EventObjectives } from './EventObjectives'
import { Events } from './Events'
import { Galleries } from './Galleries'
import { HeroSections } from './HeroSections'
import { HomepageSections } from './HomepageSections'
import { Media } from './Media'
import { PremiumAccommodations } from './PremiumAccommodations'
import { PublicationSchedules } from '@/features/publishing/schedules-collection'
import { Sponsorships } from './Sponsorships'
import { TourLocations } from './TourLocations'
import { Users } from '@/features/accounts/users-collection'

export const collections = [
  Users,
  Artists,
  Events,
  Sponsorships,
  Galleries,
  EventObjectives,
  HeroSections,
  TourLocations,
  HomepageSections,
  PremiumAccommodations,
  Media,
  ContactMessages,
  PublicationSchedules,
]
  .map(withDrafts)
  .map(withWellFormedData)
  .map(withWellFormedQuery)
  .map(withVisitorReadCap)
  .map(withActivityLog)
  .map(withEditLock)
