import { venueDay, zonedDateTimeToIso } from '@/lib/dates'

/**
 * Demo content for an agency in Nepal and Canada (README: `npm run seed`). Event dates are
 * relative to the day the seed runs, so there are always past shows and upcoming tours.
 */

type DemoEvent = {
  title: string
  daysFromToday: number
  localTime: string
  timezone: string
  venue: string
  location: string
  capacity?: number
  ticketLink?: string
  description: string
  eventType: 'concert' | 'meetup' | 'tour'
  status: 'upcoming' | 'past'
}

type DemoArtist = {
  name: string
  genre: string
  bio: string
  socialLinks: Record<string, string>
  mediaLinks: Record<string, string>
  portfolio?: string
  status?: 'active' | 'archived'
}

export const demoArtists: DemoArtist[] = [
  {
    name: 'Sajjan Raj Vaidya',
    genre: 'Indie Pop',
    bio: 'Kathmandu singer-songwriter whose intimate, bilingual ballads have made him one of the most streamed voices of the new Nepali indie wave.',
    socialLinks: { instagram: 'https://instagram.com/sajjanrajvaidya', facebook: 'https://facebook.com/sajjanrajvaidya' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/sajjan', youtube: 'https://youtube.com/@sajjanrajvaidya' },
    portfolio: 'https://example.com/sajjan-raj-vaidya',
  },
  {
    name: 'Bipul Chettri',
    genre: 'Folk',
    bio: 'Darjeeling-born storyteller blending Nepali folk melodies with acoustic guitar, madal and sarangi; a favourite at diaspora festivals across Canada.',
    socialLinks: { instagram: 'https://instagram.com/bipulchettri' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/bipul', youtube: 'https://youtube.com/@bipulchettri' },
  },
  {
    name: 'Albatross',
    genre: 'Rock',
    bio: 'Veteran Kathmandu rock band known for anthemic choruses and high-energy stadium shows since the early 2000s.',
    socialLinks: { facebook: 'https://facebook.com/albatrossnepal', twitter: 'https://twitter.com/albatrossnepal' },
    mediaLinks: { youtube: 'https://youtube.com/@albatrossnepal' },
  },
  {
    name: 'Trishala Gurung',
    genre: 'Pop',
    bio: 'Chart-topping pop vocalist and film playback singer with a powerful range and a loyal following in Nepal, Toronto and Calgary.',
    socialLinks: { instagram: 'https://instagram.com/trishalagurung' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/trishala' },
  },
  {
    name: 'Kutumba',
    genre: 'Folk',
    bio: 'Instrumental folk ensemble reviving traditional Nepali instruments such as the sarangi, bansuri and dhimay for contemporary audiences.',
    socialLinks: { instagram: 'https://instagram.com/kutumbaband', facebook: 'https://facebook.com/kutumba' },
    mediaLinks: { youtube: 'https://youtube.com/@kutumba', soundcloud: 'https://soundcloud.com/kutumba' },
  },
  {
    name: 'VTEN',
    genre: 'Hip Hop',
    bio: 'Street-poet rapper from Kathmandu whose raw verses about everyday life made him a leading voice of Nepali hip hop.',
    socialLinks: { instagram: 'https://instagram.com/vtenofficial' },
    mediaLinks: { youtube: 'https://youtube.com/@vten', spotify: 'https://open.spotify.com/artist/vten' },
  },
  {
    name: 'Mira Lama',
    genre: 'Jazz',
    bio: 'Toronto-based jazz vocalist weaving Himalayan modes into standards; regular at Canadian jazz festivals and Kathmandu Jazzmandu.',
    socialLinks: { instagram: 'https://instagram.com/miralamajazz', twitter: 'https://twitter.com/miralama' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/miralama' },
  },
  {
    name: 'DJ Aashma',
    genre: 'Electronic',
    bio: 'Electronic producer and DJ fusing house beats with Newari percussion; resident at club nights in Kathmandu and Vancouver.',
    socialLinks: { instagram: 'https://instagram.com/djaashma' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/djaashma', spotify: 'https://open.spotify.com/artist/aashma' },
  },
  {
    name: 'The Edge Band',
    genre: 'Rock',
    bio: 'Pioneering Nepali rock group that returned from a long break with a reunion tour; currently archived while on hiatus.',
    socialLinks: {},
    mediaLinks: {},
    status: 'archived',
  },
]

const KTM = 'Asia/Kathmandu'
const TORONTO = 'America/Toronto'
const VANCOUVER = 'America/Vancouver'
const CALGARY = 'America/Edmonton'

export const demoEvents: DemoEvent[] = [
  { title: 'Himalayan Nights Live', daysFromToday: 12, localTime: '19:00', timezone: KTM, venue: 'Tundikhel Open Ground', location: 'Kathmandu, Nepal', capacity: 8000, ticketLink: 'https://tickets.example.com/himalayan-nights', description: 'An open-air evening with the best of Nepali pop and rock.', eventType: 'concert', status: 'upcoming' },
  { title: 'Sajjan Raj Vaidya Canada Tour: Toronto', daysFromToday: 20, localTime: '19:30', timezone: TORONTO, venue: 'The Danforth Music Hall', location: 'Toronto, Canada', capacity: 1400, ticketLink: 'https://tickets.example.com/sajjan-toronto', description: 'The first stop of the Canada tour.', eventType: 'tour', status: 'upcoming' },
  { title: 'Sajjan Raj Vaidya Canada Tour: Calgary', daysFromToday: 23, localTime: '20:00', timezone: CALGARY, venue: 'MacEwan Hall', location: 'Calgary, Canada', capacity: 900, ticketLink: 'https://tickets.example.com/sajjan-calgary', description: 'Second stop of the Canada tour.', eventType: 'tour', status: 'upcoming' },
  { title: 'Sajjan Raj Vaidya Canada Tour: Vancouver', daysFromToday: 26, localTime: '20:00', timezone: VANCOUVER, venue: 'Commodore Ballroom', location: 'Vancouver, Canada', capacity: 1000, description: 'The tour closes on the west coast.', eventType: 'tour', status: 'upcoming' },
  { title: 'Albatross Reunion Tour: Pokhara', daysFromToday: 35, localTime: '18:00', timezone: KTM, venue: 'Pokhara Lakeside Stage', location: 'Pokhara, Nepal', capacity: 5000, ticketLink: 'https://tickets.example.com/albatross-pokhara', description: 'Rock by the lake.', eventType: 'tour', status: 'upcoming' },
  { title: 'Albatross Reunion Tour: Dharan', daysFromToday: 38, localTime: '18:00', timezone: KTM, venue: 'Dharan Stadium', location: 'Dharan, Nepal', capacity: 6000, description: 'Eastern Nepal stop of the reunion tour.', eventType: 'tour', status: 'upcoming' },
  { title: 'Folk Roots Evening', daysFromToday: 45, localTime: '17:30', timezone: KTM, venue: 'Nepal Academy Hall', location: 'Kathmandu, Nepal', capacity: 700, ticketLink: 'https://tickets.example.com/folk-roots', description: 'Kutumba and Bipul Chettri share a stage.', eventType: 'concert', status: 'upcoming' },
  { title: 'Artists & Promoters Meetup', daysFromToday: 9, localTime: '16:00', timezone: TORONTO, venue: 'Centre for Social Innovation', location: 'Toronto, Canada', description: 'Networking for Nepali-Canadian artists, promoters and sponsors.', eventType: 'meetup', status: 'upcoming' },
  { title: 'Music Business Workshop', daysFromToday: 16, localTime: '14:00', timezone: KTM, venue: 'Hotel Yak & Yeti', location: 'Kathmandu, Nepal', capacity: 120, description: 'Royalties, streaming and touring abroad: a practical afternoon.', eventType: 'meetup', status: 'upcoming' },
  { title: 'Dashain Celebration Concert', daysFromToday: 60, localTime: '18:30', timezone: TORONTO, venue: 'Meridian Hall', location: 'Toronto, Canada', capacity: 3000, ticketLink: 'https://tickets.example.com/dashain-toronto', description: 'The community’s biggest festive night of the year.', eventType: 'concert', status: 'upcoming' },
  { title: 'Jazzmandu Warm-up', daysFromToday: 75, localTime: '19:00', timezone: KTM, venue: 'Patan Durbar Square', location: 'Lalitpur, Nepal', capacity: 1500, description: 'Mira Lama and friends under the temples.', eventType: 'concert', status: 'upcoming' },
  { title: 'Trishala Gurung Live in Calgary', daysFromToday: -20, localTime: '19:30', timezone: CALGARY, venue: 'Jack Singer Concert Hall', location: 'Calgary, Canada', capacity: 1800, description: 'A sold-out night of pop anthems.', eventType: 'concert', status: 'past' },
  { title: 'VTEN Street Sessions', daysFromToday: -45, localTime: '20:00', timezone: KTM, venue: 'Club Deja Vu', location: 'Kathmandu, Nepal', capacity: 600, description: 'Hip hop night with guest MCs.', eventType: 'concert', status: 'past' },
  { title: 'Spring Tour: Vancouver', daysFromToday: -90, localTime: '20:00', timezone: VANCOUVER, venue: 'Vogue Theatre', location: 'Vancouver, Canada', capacity: 1100, description: 'Closing night of the spring tour.', eventType: 'tour', status: 'past' },
  { title: 'Sponsors Networking Breakfast', daysFromToday: -10, localTime: '08:30', timezone: TORONTO, venue: 'Fairmont Royal York', location: 'Toronto, Canada', description: 'Thank-you breakfast for this year’s partners.', eventType: 'meetup', status: 'past' },
  { title: 'DJ Aashma: Newari House Night', daysFromToday: 5, localTime: '22:00', timezone: VANCOUVER, venue: 'Celebrities Nightclub', location: 'Vancouver, Canada', capacity: 800, ticketLink: 'https://tickets.example.com/aashma-vancouver', description: 'House music meets dhimay drums.', eventType: 'concert', status: 'upcoming' },
]

/** When a demo event takes place, seeded on `now`: its local time at the venue, so many days on. */
export function demoEventDate(event: Pick<DemoEvent, 'daysFromToday' | 'localTime' | 'timezone'>, now = new Date()): string {
  return zonedDateTimeToIso(venueDay(event.timezone, event.daysFromToday, now), event.localTime, event.timezone)
}

/** A tour location's date is a day: stored at noon UTC so it reads the same everywhere. */
export function demoTourLocationDate(location: { daysFromToday: number }, now = new Date()): string {
  return zonedDateTimeToIso(venueDay('UTC', location.daysFromToday, now), '12:00', 'UTC')
}

/** The file name a demo upload (a generated poster) is stored under. */
export function demoFileName(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
}

export const demoSponsorships = [
  { packageName: 'Platinum Partner', priority: 1, visibility: 'public' as const, description: 'Headline presence across our full season in Nepal and Canada.', benefits: ['Title naming on one flagship concert', 'Logo on all stage screens and tickets', '20 VIP passes per event', 'Artist meet-and-greet for your guests'] },
  { packageName: 'Gold Partner', priority: 2, visibility: 'public' as const, description: 'Strong brand visibility at our concerts and tours.', benefits: ['Logo on posters and social campaigns', '10 VIP passes per event', 'Booth space at outdoor shows'] },
  { packageName: 'Community Supporter', priority: 3, visibility: 'public' as const, description: 'Support Nepali arts in your community.', benefits: ['Name on our website partner wall', '4 tickets per event'] },
  { packageName: 'Corporate Hospitality (internal)', priority: 4, visibility: 'internal' as const, description: 'Draft package for corporate clients; pricing under review.', benefits: ['Private lounge', 'Catering for 30 guests'] },
]

export const demoObjectives = [
  { title: 'Celebrate Nepali culture', icon: '🎶', description: 'Bring Nepali music and traditions to audiences at home and abroad.' },
  { title: 'Connect the diaspora', icon: '🤝', description: 'Give communities across Canada shows that feel like home.' },
  { title: 'Grow new talent', icon: '🌱', description: 'Open stages and workshops for emerging artists.' },
  { title: 'Deliver safe, memorable events', icon: '⭐', description: 'Professional production, security and hospitality at every show.' },
]

export const demoTourLocations = [
  { city: 'Toronto', venue: 'The Danforth Music Hall', daysFromToday: 20, ticketLink: 'https://tickets.example.com/sajjan-toronto', priority: 1 },
  { city: 'Calgary', venue: 'MacEwan Hall', daysFromToday: 23, priority: 2 },
  { city: 'Vancouver', venue: 'Commodore Ballroom', daysFromToday: 26, priority: 3 },
  { city: 'Pokhara', venue: 'Pokhara Lakeside Stage', daysFromToday: 35, priority: 4 },
]

export const demoAccommodations = [
  { title: 'Dwarika’s Hotel', location: 'Kathmandu', price: 'From NPR 32,000 / night', description: 'Heritage luxury steps from Pashupatinath, our artists’ favourite.', link: 'https://example.com/dwarikas', displayOnHomepage: true, priority: 1 },
  { title: 'Fishtail Lodge', location: 'Pokhara', price: 'From NPR 18,500 / night', description: 'Lakeside calm for tour crews between shows.', link: 'https://example.com/fishtail', displayOnHomepage: true, priority: 2 },
  { title: 'Fairmont Royal York', location: 'Toronto', price: 'From CAD 420 / night', description: 'Our partner hotel for Canadian tour dates.', link: 'https://example.com/royal-york', displayOnHomepage: true, priority: 3 },
  { title: 'Temple Tree Resort', location: 'Pokhara', price: 'From NPR 15,000 / night', description: 'Garden resort for festival weekends.', displayOnHomepage: false, priority: 4 },
]

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

/** Galleries of the first past events, and one of no event (index.ts adds the photos). */
export const demoGalleryCredit = 'Photo: Anish Shrestha'
export const demoEventGalleryTags = ['live', 'concert']
export const demoBackstageGallery = { eventId: null, eventName: 'Behind the Scenes 2026', eventDate: null, tags: ['backstage', 'crew'] }

export const demoContactSettings = {
  email: 'hello@himalayanbeats.example',
  phone: '+977 1 4411 234',
  address: 'Durbar Marg, Kathmandu 44600, Nepal',
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=85.315%2C27.708%2C85.325%2C27.716&layer=mapnik',
  formSubjects: ['General Inquiry', 'Booking an Artist', 'Sponsorship Inquiry', 'Media & Press', 'Ticketing Support'],
}

export const demoFooterSettings = {
  socialLinks: {
    instagram: 'https://instagram.com/himalayanbeats',
    facebook: 'https://facebook.com/himalayanbeats',
    youtube: 'https://youtube.com/@himalayanbeats',
  },
  copyright: 'Himalayan Beats Entertainment. All rights reserved.',
  showSocialLinks: true,
  privacyPolicyUrl: '/contact?subject=Privacy',
  termsUrl: '/contact?subject=Terms',
}

/** A message as a visitor sends it through the contact form (the seed adds none; the API reference shows it). */
export const demoContactMessage = {
  name: 'Anjali Thapa',
  email: 'anjali@example.com',
  phone: '+1 416 555 0134',
  subject: 'Booking an Artist',
  message: 'We would love to book Kutumba for a community festival in Mississauga next summer. Are they touring Canada?',
}
