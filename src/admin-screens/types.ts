/** The documented API shapes the admin screens read (SPEC §3, as answered by /api). */
export type { Artist, Event, Gallery, Sponsorship, EventObjective, HeroSection, HomepageSection, TourLocation, PremiumAccommodation, ContactMessage, ContactSetting, FooterSetting } from '@/payload-types'
