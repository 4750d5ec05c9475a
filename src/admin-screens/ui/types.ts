/** The documented API shapes the admin screens read (docs/product.md#entities-and-fields, as answered by /api). */
export type {
  Artist,
  Event,
  Gallery,
  Sponsorship,
  EventObjective,
  HeroSection,
  HomepageSection,
  TourLocation,
  PremiumAccommodation,
  ContactMessage,
  ContactSetting,
  FooterSetting,
} from '@/payload-types'
