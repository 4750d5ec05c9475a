/**
 * Demo content for an agency in Nepal and Canada (README: `npm run seed`). Every artist, band,
 * venue, hotel and person here is invented (docs/product.md#demo-content); the cities are real.
 * Event dates are counted from the day the seed runs, so there are always past shows and upcoming
 * tours, and seasonal names and festivals land in their season (./calendar.ts).
 */
import { BRAND } from '@/lib/brand'
import { venueDay, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

import { bikramSambatYearStarting, type Festival, nextFestivalDay, seasonOf, shiftDay, startWithinOneSeason } from './calendar'

type DemoArtist = {
  name: string
  genre: string
  bio: string
  socialLinks: Record<string, string>
  mediaLinks: Record<string, string>
  portfolio?: string
  status?: 'active' | 'archived'
}

export type DemoEvent = {
  title: string
  /** The day at the venue, yyyy-MM-dd. */
  day: string
  localTime: string
  timezone: string
  venue: string
  location: string
  capacity?: number
  ticketLink?: string
  description: string
  eventType: 'concert' | 'meetup' | 'tour'
  status: 'upcoming' | 'past'
  /** The artists who play, by name, in billing order (none for a meetup). */
  lineUp?: string[]
  /** Ticket facts (docs/product.md#ticket-facts); `onSaleAt` an ISO date-time. */
  priceFrom?: number
  priceTo?: number
  currency?: 'NPR' | 'CAD' | 'USD'
  onSaleAt?: string
  ticketStatus?: 'on-sale' | 'few-left' | 'sold-out' | 'postponed' | 'cancelled'
}

export type DemoTourLocation = { city: string; venue: string; day: string; ticketLink?: string; priority: number }

/** The roster, by role, so tests and event texts refer to an artist without repeating a name. */
export const demoCast = {
  headliner: {
    name: 'Aarohi Shrestha',
    genre: 'Indie Pop',
    bio: 'Kathmandu singer-songwriter whose intimate, bilingual ballads about leaving home and coming back have found listeners from Patan to Toronto.',
    socialLinks: { instagram: 'https://www.instagram.com/aarohishrestha.music', facebook: 'https://www.facebook.com/aarohishrestha.music' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/aarohishrestha', youtube: 'https://www.youtube.com/@aarohishrestha.music' },
    portfolio: 'https://example.com/aarohi-shrestha',
  },
  folkSinger: {
    name: 'Kusum Limbu',
    genre: 'Folk',
    bio: 'Storyteller from the tea hills of Ilam who sets old palam verses to acoustic guitar, madal and sarangi; a favourite at community festivals across Canada.',
    socialLinks: { instagram: 'https://www.instagram.com/kusumlimbu.songs' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/kusumlimbu', youtube: 'https://www.youtube.com/@kusumlimbu.songs' },
  },
  rockBand: {
    name: 'Dhulo',
    genre: 'Rock',
    bio: 'Kathmandu five-piece known for dusty guitar riffs, shout-along choruses and sweat-soaked club nights since 2011.',
    socialLinks: { facebook: 'https://www.facebook.com/dhulo.band', twitter: 'https://x.com/dhuloband' },
    mediaLinks: { youtube: 'https://www.youtube.com/@dhulo.band' },
  },
  popSinger: {
    name: 'Anisha Ghale',
    genre: 'Pop',
    bio: 'Pop vocalist and film playback singer with a powerful range and a loyal following in Nepal, Toronto and Calgary.',
    socialLinks: { instagram: 'https://www.instagram.com/anishaghale.sings' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/anishaghale' },
  },
  folkEnsemble: {
    name: 'Pahadi Folk Ensemble',
    genre: 'Folk',
    bio: 'Instrumental collective bringing the sarangi, bansuri and dhimay to new audiences, one village tune at a time.',
    socialLinks: { instagram: 'https://www.instagram.com/pahadi.ensemble', facebook: 'https://www.facebook.com/pahadi.ensemble' },
    mediaLinks: { youtube: 'https://www.youtube.com/@pahadi.ensemble', soundcloud: 'https://soundcloud.com/pahadi-ensemble' },
  },
  rapper: {
    name: 'Kaalo Kalam',
    genre: 'Hip Hop',
    bio: 'Street poet from Kirtipur whose raw verses about bus queues, rent and power cuts made him a rising voice of Nepali hip hop.',
    socialLinks: { instagram: 'https://www.instagram.com/kaalokalam.raps' },
    mediaLinks: { youtube: 'https://www.youtube.com/@kaalokalam.raps', spotify: 'https://open.spotify.com/artist/kaalokalam' },
  },
  jazzSinger: {
    name: 'Pema Yonjan',
    genre: 'Jazz',
    bio: 'Toronto-based jazz vocalist weaving Himalayan modes into the standards; a regular at club nights from Toronto to Kathmandu.',
    socialLinks: { instagram: 'https://www.instagram.com/pemayonjan.jazz', twitter: 'https://x.com/pemayonjanjazz' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/pemayonjan-jazz' },
  },
  dj: {
    name: 'DJ Rasna',
    genre: 'Electronic',
    bio: 'Producer and DJ fusing house beats with Newari dhimay drums; resident at club nights in Kathmandu and Vancouver.',
    socialLinks: { instagram: 'https://www.instagram.com/djrasna.live' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/djrasna-live', spotify: 'https://open.spotify.com/artist/djrasna' },
  },
  archivedBand: {
    name: 'The Ropeway Band',
    genre: 'Rock',
    bio: 'Nineties Kathmandu rock group that reunited for one last run of shows; archived while the members are on hiatus.',
    socialLinks: {},
    mediaLinks: {},
    status: 'archived',
  },
} satisfies Record<string, DemoArtist>

export const demoArtists: DemoArtist[] = Object.values(demoCast)

export const demoAccommodations = [
  {
    title: 'Saathi Heritage House',
    location: 'Kathmandu',
    price: 'From NPR 32,000 / night',
    description: 'Restored Newari courtyards a short walk from Boudhanath; our artists’ favourite.',
    link: 'https://example.com/saathi-heritage-house',
    displayOnHomepage: true,
    priority: 1,
  },
  {
    title: 'Phewa Reed Lodge',
    location: 'Pokhara',
    price: 'From NPR 18,500 / night',
    description: 'Lakeside calm for tour crews between shows.',
    link: 'https://example.com/phewa-reed-lodge',
    displayOnHomepage: true,
    priority: 2,
  },
  {
    title: 'Maple Crown Hotel',
    location: 'Toronto',
    price: 'From CAD 420 / night',
    description: 'Our partner hotel for Canadian tour dates.',
    link: 'https://example.com/maple-crown-hotel',
    displayOnHomepage: true,
    priority: 3,
  },
  {
    title: 'Begnas Orchard Resort',
    location: 'Pokhara',
    price: 'From NPR 15,000 / night',
    description: 'Garden resort for festival weekends.',
    displayOnHomepage: false,
    priority: 4,
  },
]
const [kathmanduHotel, , torontoHotel] = demoAccommodations

const KTM = DEFAULT_EVENT_TIMEZONE
const TORONTO = 'America/Toronto'
const VANCOUVER = 'America/Vancouver'
const CALGARY = 'America/Edmonton'

type EventFields = Omit<DemoEvent, 'day' | 'status'>

/** The events and the home page's tour stops as they are on the day `now` falls on at each venue. */
export function demoSchedule(now: Date = new Date()): { events: DemoEvent[]; tourLocations: DemoTourLocation[] } {
  const todayAt = new Map<string, string>()
  const today = (timezone: string) => todayAt.get(timezone) ?? todayAt.set(timezone, venueDay(timezone, 0, now)).get(timezone)!
  const events: DemoEvent[] = []
  const add = (day: string, fields: EventFields) => {
    events.push({ ...fields, day, status: day < today(fields.timezone) ? 'past' : 'upcoming' })
    return day
  }
  const inDays = (days: number, fields: EventFields) => add(shiftDay(today(fields.timezone), days), fields)
  const festivalDay = (festival: Festival, timezone: string) => nextFestivalDay(festival, today(timezone))
  const { headliner, folkSinger, rockBand, popSinger, folkEnsemble, rapper, jazzSinger, dj } = demoCast

  inDays(12, {
    title: 'Himalayan Nights Live',
    localTime: '19:00',
    timezone: KTM,
    venue: 'Bagmati Riverside Grounds',
    location: 'Kathmandu, Nepal',
    capacity: 8000,
    ticketLink: 'https://tickets.example.com/himalayan-nights',
    priceFrom: 2500,
    priceTo: 5000,
    currency: 'NPR',
    ticketStatus: 'few-left',
    description: `An open-air evening of Nepali pop and rock with ${rockBand.name}, ${popSinger.name} and friends.`,
    eventType: 'concert',
    lineUp: [rockBand.name, popSinger.name],
  })

  // The Canada tour: three stops three days apart.
  const canada = `${headliner.name} Canada Tour`
  const toronto = inDays(20, {
    title: `${canada}: Toronto`,
    localTime: '19:30',
    timezone: TORONTO,
    venue: 'Lakeshore Union Hall',
    location: 'Toronto, Canada',
    capacity: 1400,
    ticketLink: 'https://tickets.example.com/aarohi-toronto',
    priceFrom: 45,
    priceTo: 80,
    currency: 'CAD',
    ticketStatus: 'on-sale',
    description: 'The first stop of the Canada tour.',
    eventType: 'tour',
    lineUp: [headliner.name],
  })
  const calgary = inDays(23, {
    title: `${canada}: Calgary`,
    localTime: '20:00',
    timezone: CALGARY,
    venue: 'Bow River Hall',
    location: 'Calgary, Canada',
    capacity: 900,
    ticketLink: 'https://tickets.example.com/aarohi-calgary',
    priceFrom: 55,
    currency: 'CAD',
    ticketStatus: 'sold-out',
    description: 'Second stop of the Canada tour.',
    eventType: 'tour',
    lineUp: [headliner.name],
  })
  const vancouver = inDays(26, {
    title: `${canada}: Vancouver`,
    localTime: '20:00',
    timezone: VANCOUVER,
    venue: 'Harbourlight Ballroom',
    location: 'Vancouver, Canada',
    capacity: 1000,
    priceFrom: 60,
    priceTo: 95,
    currency: 'CAD',
    // Its sale opens in a week, 10 AM at the venue.
    onSaleAt: zonedDateTimeToIso(shiftDay(today(VANCOUVER), 7), '10:00', VANCOUVER),
    description: 'The tour closes on the west coast.',
    eventType: 'tour',
    lineUp: [headliner.name],
  })

  // A Nepal tour named for its season: both stops in it, five weeks or so from now.
  const pokhara = startWithinOneSeason(shiftDay(today(KTM), 35), 3)
  const nepalTour = `${rockBand.name} ${seasonOf(pokhara)} Tour`
  add(pokhara, {
    title: `${nepalTour}: Pokhara`,
    localTime: '18:00',
    timezone: KTM,
    venue: 'Phewa Shore Stage',
    location: 'Pokhara, Nepal',
    capacity: 5000,
    ticketLink: 'https://tickets.example.com/dhulo-pokhara',
    description: 'Rock by the lake.',
    eventType: 'tour',
    lineUp: [rockBand.name],
  })
  add(shiftDay(pokhara, 3), {
    title: `${nepalTour}: Dharan`,
    localTime: '18:00',
    timezone: KTM,
    venue: 'Dharan Hillside Arena',
    location: 'Dharan, Nepal',
    capacity: 6000,
    description: 'The eastern Nepal stop of the tour.',
    eventType: 'tour',
    lineUp: [rockBand.name],
  })

  inDays(45, {
    title: 'Folk Roots Evening',
    localTime: '17:30',
    timezone: KTM,
    venue: 'Kirtipur Heritage Hall',
    location: 'Kathmandu, Nepal',
    capacity: 700,
    ticketLink: 'https://tickets.example.com/folk-roots',
    priceFrom: 1500,
    currency: 'NPR',
    description: `${folkEnsemble.name} and ${folkSinger.name} share a stage.`,
    eventType: 'concert',
    lineUp: [folkEnsemble.name, folkSinger.name],
  })
  inDays(9, {
    title: 'Artists & Promoters Meetup',
    localTime: '16:00',
    timezone: TORONTO,
    venue: 'Maple Loft Co-working',
    location: 'Toronto, Canada',
    description: 'Networking for Nepali-Canadian artists, promoters and sponsors.',
    eventType: 'meetup',
  })
  inDays(16, {
    title: 'Music Business Workshop',
    localTime: '14:00',
    timezone: KTM,
    venue: kathmanduHotel.title,
    location: 'Kathmandu, Nepal',
    capacity: 120,
    description: 'Royalties, streaming and touring abroad: a practical afternoon.',
    eventType: 'meetup',
  })
  inDays(75, {
    title: 'Courtyard Jazz Evening',
    localTime: '19:00',
    timezone: KTM,
    venue: 'Lalitpur Courtyard Stage',
    location: 'Lalitpur, Nepal',
    capacity: 1500,
    description: `${jazzSinger.name} and friends under the temple roofs.`,
    eventType: 'concert',
    lineUp: [jazzSinger.name],
  })
  inDays(5, {
    title: `${dj.name}: Newari House Night`,
    localTime: '22:00',
    timezone: VANCOUVER,
    venue: 'The Pagoda Room',
    location: 'Vancouver, Canada',
    capacity: 800,
    ticketLink: 'https://tickets.example.com/rasna-vancouver',
    description: 'House music meets dhimay drums.',
    eventType: 'concert',
    lineUp: [dj.name],
  })

  // What is over: the Past Events tab and the galleries.
  inDays(-20, {
    title: `${popSinger.name} Live in Calgary`,
    localTime: '19:30',
    timezone: CALGARY,
    venue: 'Prairie Lights Concert Hall',
    location: 'Calgary, Canada',
    capacity: 1800,
    description: 'A sold-out night of pop anthems.',
    eventType: 'concert',
    lineUp: [popSinger.name],
  })
  inDays(-45, {
    title: `${rapper.name} Street Sessions`,
    localTime: '20:00',
    timezone: KTM,
    venue: 'Basement 108',
    location: 'Kathmandu, Nepal',
    capacity: 600,
    description: 'Hip hop night with guest MCs.',
    eventType: 'concert',
    lineUp: [rapper.name],
  })
  const lastTour = seasonOf(shiftDay(today(VANCOUVER), -90))
  inDays(-90, {
    title: `${jazzSinger.name} ${lastTour} Tour: Vancouver`,
    localTime: '20:00',
    timezone: VANCOUVER,
    venue: 'Cedar Hall Theatre',
    location: 'Vancouver, Canada',
    capacity: 1100,
    description: `Closing night of the ${lastTour.toLowerCase()} tour.`,
    eventType: 'tour',
    lineUp: [jazzSinger.name],
  })
  inDays(-10, {
    title: 'Sponsors Networking Breakfast',
    localTime: '08:30',
    timezone: TORONTO,
    venue: torontoHotel.title,
    location: 'Toronto, Canada',
    description: 'Thank-you breakfast for this year’s partners.',
    eventType: 'meetup',
  })

  // Festivals, on their next date.
  add(festivalDay('dashain', TORONTO), {
    title: 'Dashain Celebration Concert',
    localTime: '18:30',
    timezone: TORONTO,
    venue: 'Humber Bay Pavilion',
    location: 'Toronto, Canada',
    capacity: 3000,
    ticketLink: 'https://tickets.example.com/dashain-toronto',
    description: `The community’s biggest festive night of the year, with ${popSinger.name} and ${folkSinger.name}.`,
    eventType: 'concert',
    lineUp: [popSinger.name, folkSinger.name],
  })
  add(festivalDay('tihar', VANCOUVER), {
    title: 'Tihar Deusi-Bhailo Night',
    localTime: '18:00',
    timezone: VANCOUVER,
    venue: 'Fraser Community Hall',
    location: 'Vancouver, Canada',
    capacity: 450,
    description: `Lights, sel roti and deusi-bhailo songs with ${folkEnsemble.name}.`,
    eventType: 'concert',
    lineUp: [folkEnsemble.name],
  })
  add(festivalDay('holi', KTM), {
    title: 'Holi Colours Festival',
    localTime: '11:00',
    timezone: KTM,
    venue: 'Naxal Open Grounds',
    location: 'Kathmandu, Nepal',
    capacity: 4000,
    ticketLink: 'https://tickets.example.com/holi-kathmandu',
    description: `Colours, water and a day-long set from ${dj.name}.`,
    eventType: 'concert',
    lineUp: [dj.name],
  })
  const newYear = festivalDay('nepaliNewYear', KTM)
  add(newYear, {
    title: `Nepali New Year ${bikramSambatYearStarting(newYear)} Street Festival`,
    localTime: '15:00',
    timezone: KTM,
    venue: 'Lakeside Street Stage',
    location: 'Pokhara, Nepal',
    description: `The first day of Baisakh by the lake: ${rockBand.name} and ${rapper.name} ring in the year.`,
    eventType: 'concert',
    lineUp: [rockBand.name, rapper.name],
  })

  const tourLocations: DemoTourLocation[] = [
    { city: 'Toronto', venue: 'Lakeshore Union Hall', day: toronto, ticketLink: 'https://tickets.example.com/aarohi-toronto', priority: 1 },
    { city: 'Calgary', venue: 'Bow River Hall', day: calgary, priority: 2 },
    { city: 'Vancouver', venue: 'Harbourlight Ballroom', day: vancouver, priority: 3 },
    { city: 'Pokhara', venue: 'Phewa Shore Stage', day: pokhara, priority: 4 },
  ]
  return { events, tourLocations }
}

export const demoSponsorships = [
  {
    packageName: 'Platinum Partner',
    priority: 1,
    visibility: 'public' as const,
    description: 'Headline presence across our full season in Nepal and Canada.',
    benefits: [
      'Title naming on one flagship concert',
      'Logo on all stage screens and tickets',
      '20 VIP passes per event',
      'Artist meet-and-greet for your guests',
    ],
  },
  {
    packageName: 'Gold Partner',
    priority: 2,
    visibility: 'public' as const,
    description: 'Strong brand visibility at our concerts and tours.',
    benefits: ['Logo on posters and social campaigns', '10 VIP passes per event', 'Booth space at outdoor shows'],
  },
  {
    packageName: 'Community Supporter',
    priority: 3,
    visibility: 'public' as const,
    description: 'Support Nepali arts in your community.',
    benefits: ['Name on our website partner wall', '4 tickets per event'],
  },
  {
    packageName: 'Corporate Hospitality (internal)',
    priority: 4,
    visibility: 'internal' as const,
    description: 'Draft package for corporate clients; pricing under review.',
    benefits: ['Private lounge', 'Catering for 30 guests'],
  },
]

export const demoObjectives = [
  { title: 'Celebrate Nepali culture', icon: '🎶', description: 'Bring Nepali music and traditions to audiences at home and abroad.' },
  { title: 'Connect the diaspora', icon: '🤝', description: 'Give communities across Canada shows that feel like home.' },
  { title: 'Grow new talent', icon: '🌱', description: 'Open stages and workshops for emerging artists.' },
  { title: 'Deliver safe, memorable events', icon: '⭐', description: 'Professional production, security and hospitality at every show.' },
]

export const demoPhotographerCredit = 'Photo: Sabina Maharjan'

/** When a demo event takes place: its local time at the venue on its day. */
export function demoEventDate(event: Pick<DemoEvent, 'day' | 'localTime' | 'timezone'>): string {
  return zonedDateTimeToIso(event.day, event.localTime, event.timezone)
}

/** A tour location's date is a day: stored at noon UTC so it reads the same everywhere. */
export function demoTourLocationDate(location: Pick<DemoTourLocation, 'day'>): string {
  return zonedDateTimeToIso(location.day, '12:00', 'UTC')
}

/** The file name a demo upload (a generated poster) is stored under. */
export function demoFileName(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
}

export const demoHeroSection = {
  title: 'Unforgettable Entertainment Across Nepal and Canada',
  subtitle: 'Concerts, tours and cultural events that bring audiences and artists together.',
  primaryButtonText: 'OUR EVENTS',
  primaryButtonLink: '/events',
  secondaryButtonText: 'CONTACT US',
  secondaryButtonLink: '/contact',
  backgroundType: 'image',
  isActive: true,
  priority: 1,
}

/**
 * The Nepali texts of the demo's hero, homepage section and settings: the Nepali pages
 * show them, and the English of every other record, which has none yet.
 */
export const demoNepaliTexts = {
  hero: {
    title: 'अविस्मरणीय मनोरञ्जन, नेपालदेखि क्यानडासम्म',
    subtitle: 'कलाकार र दर्शकलाई एउटै मञ्चमा ल्याउने कन्सर्ट, टुर र सांस्कृतिक कार्यक्रम।',
    primaryButtonText: 'हाम्रा कार्यक्रम',
    secondaryButtonText: 'सम्पर्क गर्नुहोस्',
  },
  homepageSection: {
    title: 'हाम्रा विशेष साझेदार होटल',
    subtitle: 'कलाकार, टोली र यात्रा गर्ने दर्शकका लागि छानिएका होटलहरू।',
    buttonText: 'यात्राको योजना बनाउनुहोस्',
  },
  contactSettings: {
    address: 'दरबारमार्ग, काठमाडौं, नेपाल',
    formSubjects: ['सामान्य सोधपुछ', 'कलाकार बुकिङ', 'प्रायोजन सोधपुछ', 'सञ्चारमाध्यम र प्रेस', 'टिकट सहायता'],
  },
  footerSettings: { copyright: `${BRAND.name} Entertainment। सर्वाधिकार सुरक्षित।` },
}

export const demoHomepageSection = {
  sectionType: 'premium-accommodations',
  title: 'Stay With Our Premium Partners',
  subtitle: 'Hand-picked hotels for artists, crews and travelling fans.',
  template: 'grid',
  itemsToShow: 3,
  displayOrder: 1,
  showButton: true,
  buttonText: 'PLAN YOUR TRIP',
  buttonLink: '/contact?subject=Accommodation Inquiry',
}

/** Galleries of the first past events get these tags; one more gallery is of no event (index.ts adds the photos). */
export const demoEventGalleryTags = ['live', 'concert']
export function demoBackstageGallery(now: Date = new Date()) {
  return { eventId: null, eventName: `Behind the Scenes ${venueDay('UTC', 0, now).slice(0, 4)}`, eventDate: null, tags: ['backstage', 'crew'] }
}

/** A message as a visitor sends it through the contact form (the seed adds none; the API reference shows it). */
export const demoContactMessage = {
  name: 'Mira Gurung',
  email: 'mira.gurung@example.com',
  phone: '+1 416 555 0134',
  subject: 'Booking an Artist',
  message: `We would love to book ${demoCast.folkEnsemble.name} for a community festival in Mississauga next summer. Are they touring Canada?`,
}

/** The contact page shows these; the footer the same lines, from BRAND where they are empty (docs/product.md#layout-header-and-footer), so one set. */
export const demoContactSettings = {
  email: BRAND.email,
  phone: BRAND.phone,
  address: BRAND.address,
  // Durbar Marg, Kathmandu.
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=85.315%2C27.708%2C85.325%2C27.716&layer=mapnik',
  formSubjects: ['General Inquiry', 'Booking an Artist', 'Sponsorship Inquiry', 'Media & Press', 'Ticketing Support'],
}

export const demoFooterSettings = {
  socialLinks: {
    instagram: 'https://www.instagram.com/himalayanbeats.events',
    facebook: 'https://www.facebook.com/himalayanbeats.events',
    youtube: 'https://www.youtube.com/@himalayanbeats.events',
  },
  copyright: `${BRAND.name} Entertainment. All rights reserved.`,
  showSocialLinks: true,
  privacyPolicyUrl: '/contact?subject=Privacy',
  termsUrl: '/contact?subject=Terms',
}
