/**
 * Demo content for an agency in Nepal and Canada (README: `npm run seed`). Every artist, band,
 * venue, hotel and person here is invented (docs/product.md#demo-content); the cities are real.
 * Event dates are counted from the day the seed runs, so there are always past shows and upcoming
 * tours, and seasonal names and festivals land in their season (./calendar.ts).
 */
import { BRAND } from '@/lib/brand'
import { toNepaliDigits } from '@/lib/calendar/bikram-sambat'
import { venueDay, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

import { bikramSambatYearStarting, type Festival, nextFestivalDay, type Season, seasonOf, shiftDay, startWithinOneSeason } from './calendar'

/**
 * A demo record's texts in Nepali: its fields marked `localized` (docs/architecture.md#data-model),
 * which the seed writes with `locale: 'ne'` after creating the record in English.
 */
type Nepali<Fields extends string> = { ne: Record<Fields, string> }

/** The record as it is created, in English: without its Nepali texts. */
export function inEnglish<T extends { ne: unknown }>(record: T): Omit<T, 'ne'> {
  const { ne: _ne, ...english } = record
  return english
}

type DemoArtist = {
  name: string
  genre: string
  bio: string
  socialLinks: Record<string, string>
  mediaLinks: Record<string, string>
  portfolio?: string
  status?: 'active' | 'archived'
} & Nepali<'bio' | 'genre'>

/** The genres in Nepali, one word for each English genre, so a genre filters the same artists in both languages. */
const GENRE_NE = {
  'Indie Pop': 'इन्डी पप',
  Folk: 'लोक सङ्गीत',
  Rock: 'रक',
  Pop: 'पप',
  'Hip Hop': 'हिप हप',
  Jazz: 'ज्याज',
  Electronic: 'इलेक्ट्रोनिक',
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
} & Nepali<'title' | 'venue' | 'description'>

export type DemoTourLocation = { city: string; venue: string; day: string; ticketLink?: string; priority: number } & Nepali<'city' | 'venue'>

/** The roster, by role, so tests and event texts refer to an artist without repeating a name. */
export const demoCast = {
  headliner: {
    name: 'Aarohi Shrestha',
    genre: 'Indie Pop',
    bio: 'Kathmandu singer-songwriter whose intimate, bilingual ballads about leaving home and coming back have found listeners from Patan to Toronto.',
    socialLinks: { instagram: 'https://www.instagram.com/aarohishrestha.music', facebook: 'https://www.facebook.com/aarohishrestha.music' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/aarohishrestha', youtube: 'https://www.youtube.com/@aarohishrestha.music' },
    portfolio: 'https://example.com/aarohi-shrestha',
    ne: {
      genre: GENRE_NE['Indie Pop'],
      bio: 'घर छोडेर जाने र फेरि फर्किने कथा बोकेका आत्मीय, दुई भाषाका गीतहरूले पाटनदेखि टोरन्टोसम्म श्रोता बटुलेकी काठमाडौँकी गायिका तथा गीतकार।',
    },
  },
  folkSinger: {
    name: 'Kusum Limbu',
    genre: 'Folk',
    bio: 'Storyteller from the tea hills of Ilam who sets old palam verses to acoustic guitar, madal and sarangi; a favourite at community festivals across Canada.',
    socialLinks: { instagram: 'https://www.instagram.com/kusumlimbu.songs' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/kusumlimbu', youtube: 'https://www.youtube.com/@kusumlimbu.songs' },
    ne: {
      genre: GENRE_NE.Folk,
      bio: 'इलामका चियाबारीबाट आएकी कथावाचक गायिका, जसले पुराना पालाम गीतलाई गितार, मादल र सारङ्गीमा नयाँ रूप दिन्छिन्; क्यानडाभरका सामुदायिक महोत्सवहरूमा सबैकी प्यारी।',
    },
  },
  rockBand: {
    name: 'Dhulo',
    genre: 'Rock',
    bio: 'Kathmandu five-piece known for dusty guitar riffs, shout-along choruses and sweat-soaked club nights since 2011.',
    socialLinks: { facebook: 'https://www.facebook.com/dhulo.band', twitter: 'https://x.com/dhuloband' },
    mediaLinks: { youtube: 'https://www.youtube.com/@dhulo.band' },
    ne: {
      genre: GENRE_NE.Rock,
      bio: 'धुलाम्मे गितार रिफ, दर्शकले सँगै कराएर गाउने कोरस र पसिनाले निथ्रुक्क क्लबका रातहरूका लागि सन् २०११देखि चिनिएको काठमाडौँको पाँचसदस्यीय ब्यान्ड।',
    },
  },
  popSinger: {
    name: 'Anisha Ghale',
    genre: 'Pop',
    bio: 'Pop vocalist and film playback singer with a powerful range and a loyal following in Nepal, Toronto and Calgary.',
    socialLinks: { instagram: 'https://www.instagram.com/anishaghale.sings' },
    mediaLinks: { spotify: 'https://open.spotify.com/artist/anishaghale' },
    ne: { genre: GENRE_NE.Pop, bio: 'नेपाल, टोरन्टो र क्यालगरीमा समर्पित प्रशंसकवर्ग बनाएकी, दमदार स्वरकी पप तथा चलचित्र पार्श्वगायिका।' },
  },
  folkEnsemble: {
    name: 'Pahadi Folk Ensemble',
    genre: 'Folk',
    bio: 'Instrumental collective bringing the sarangi, bansuri and dhimay to new audiences, one village tune at a time.',
    socialLinks: { instagram: 'https://www.instagram.com/pahadi.ensemble', facebook: 'https://www.facebook.com/pahadi.ensemble' },
    mediaLinks: { youtube: 'https://www.youtube.com/@pahadi.ensemble', soundcloud: 'https://soundcloud.com/pahadi-ensemble' },
    ne: { genre: GENRE_NE.Folk, bio: 'गाउँगाउँका धुन बजाउँदै सारङ्गी, बाँसुरी र धिमेलाई नयाँ पुस्ताका श्रोतासम्म पुर्‍याइरहेको वाद्यवादक समूह।' },
  },
  rapper: {
    name: 'Kaalo Kalam',
    genre: 'Hip Hop',
    bio: 'Street poet from Kirtipur whose raw verses about bus queues, rent and power cuts made him a rising voice of Nepali hip hop.',
    socialLinks: { instagram: 'https://www.instagram.com/kaalokalam.raps' },
    mediaLinks: { youtube: 'https://www.youtube.com/@kaalokalam.raps', spotify: 'https://open.spotify.com/artist/kaalokalam' },
    ne: { genre: GENRE_NE['Hip Hop'], bio: 'बसको लाइन, घरभाडा र लोडसेडिङबारे लेखिएका खरा भर्सहरूले नेपाली हिप हपको उदाउँदो आवाज बनाएका कीर्तिपुरका सडक-कवि।' },
  },
  jazzSinger: {
    name: 'Pema Yonjan',
    genre: 'Jazz',
    bio: 'Toronto-based jazz vocalist weaving Himalayan modes into the standards; a regular at club nights from Toronto to Kathmandu.',
    socialLinks: { instagram: 'https://www.instagram.com/pemayonjan.jazz', twitter: 'https://x.com/pemayonjanjazz' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/pemayonjan-jazz' },
    ne: { genre: GENRE_NE.Jazz, bio: 'चर्चित ज्याज गीतहरूमा हिमाली रागका धुन बुन्ने, टोरन्टोमा बस्ने ज्याज गायिका; टोरन्टोदेखि काठमाडौँसम्मका क्लबहरूमा नियमित गाउँछिन्।' },
  },
  dj: {
    name: 'DJ Rasna',
    genre: 'Electronic',
    bio: 'Producer and DJ fusing house beats with Newari dhimay drums; resident at club nights in Kathmandu and Vancouver.',
    socialLinks: { instagram: 'https://www.instagram.com/djrasna.live' },
    mediaLinks: { soundcloud: 'https://soundcloud.com/djrasna-live', spotify: 'https://open.spotify.com/artist/djrasna' },
    ne: { genre: GENRE_NE.Electronic, bio: 'हाउस बिटमा नेवारी धिमेको ताल मिसाउने प्रोड्युसर र डीजे; काठमाडौँ र भ्यानकुभरका क्लबहरूमा नियमित बजाउँछिन्।' },
  },
  archivedBand: {
    name: 'The Ropeway Band',
    genre: 'Rock',
    bio: 'Nineties Kathmandu rock group that reunited for one last run of shows; archived while the members are on hiatus.',
    socialLinks: {},
    mediaLinks: {},
    status: 'archived',
    ne: { genre: GENRE_NE.Rock, bio: 'अन्तिम पटक केही कार्यक्रमका लागि फेरि जुटेको नब्बेको दशकको काठमाडौँको रक समूह; सदस्यहरू विश्राममा रहेकाले अभिलेखमा राखिएको।' },
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
    ne: {
      title: 'साथी हेरिटेज हाउस',
      location: 'काठमाडौँ',
      price: 'प्रति रात रु. ३२,०००देखि',
      description: 'बौद्धबाट केही मिनेटको पैदल दूरीमा, पुरानै शैलीमा जीर्णोद्धार गरिएका नेवारी चोकहरू; हाम्रा कलाकारहरूको मनपर्ने बास।',
    },
  },
  {
    title: 'Phewa Reed Lodge',
    location: 'Pokhara',
    price: 'From NPR 18,500 / night',
    description: 'Lakeside calm for tour crews between shows.',
    link: 'https://example.com/phewa-reed-lodge',
    displayOnHomepage: true,
    priority: 2,
    ne: { title: 'फेवा रिड लज', location: 'पोखरा', price: 'प्रति रात रु. १८,५००देखि', description: 'दुई कार्यक्रमका बीचमा टुर टोलीका लागि तालकिनारको शान्त बास।' },
  },
  {
    title: 'Maple Crown Hotel',
    location: 'Toronto',
    price: 'From CAD 420 / night',
    description: 'Our partner hotel for Canadian tour dates.',
    link: 'https://example.com/maple-crown-hotel',
    displayOnHomepage: true,
    priority: 3,
    ne: { title: 'मेपल क्राउन होटल', location: 'टोरन्टो', price: 'प्रति रात ४२० क्यानेडियन डलरदेखि', description: 'क्यानडाका टुर कार्यक्रमहरूका लागि हाम्रो साझेदार होटल।' },
  },
  {
    title: 'Begnas Orchard Resort',
    location: 'Pokhara',
    price: 'From NPR 15,000 / night',
    description: 'Garden resort for festival weekends.',
    displayOnHomepage: false,
    priority: 4,
    ne: { title: 'बेगनास अर्चर्ड रिसोर्ट', location: 'पोखरा', price: 'प्रति रात रु. १५,०००देखि', description: 'चाडपर्वका सप्ताहान्तका लागि बगैँचाले घेरिएको रिसोर्ट।' },
  },
]
const [kathmanduHotel, , torontoHotel] = demoAccommodations

const KTM = DEFAULT_EVENT_TIMEZONE
const TORONTO = 'America/Toronto'
const VANCOUVER = 'America/Vancouver'
const CALGARY = 'America/Edmonton'

type EventFields = Omit<DemoEvent, 'day' | 'status'>

/** The cast's names as a Nepali reader writes them, for the Nepali titles and texts of their shows. */
const CAST_NE = {
  headliner: 'आरोही श्रेष्ठ',
  folkSinger: 'कुसुम लिम्बू',
  rockBand: 'धुलो',
  popSinger: 'अनिशा घले',
  folkEnsemble: 'पहाडी लोक समूह',
  rapper: 'कालो कलम',
  jazzSinger: 'पेमा योन्जन',
  dj: 'डीजे रस्ना',
}
const SEASON_NE: Record<Season, string> = { Spring: 'वसन्तकालीन', Summer: 'ग्रीष्मकालीन', Autumn: 'शरदकालीन', Winter: 'शीतकालीन' }
/** The venues of the tour stops, in Nepali, as the events and the home page's tour list both name them. */
const VENUE_NE = {
  lakeshore: 'लेकशोर युनियन हल',
  bowRiver: 'बो रिभर हल',
  harbourlight: 'हार्बरलाइट बलरुम',
  phewaShore: 'फेवा किनार मञ्च',
}

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
    ne: {
      title: 'हिमालयन नाइट्स लाइभ',
      venue: 'बागमती किनार मैदान',
      description: `${CAST_NE.rockBand}, ${CAST_NE.popSinger} र साथीहरूसँग खुला आकाशमुनि नेपाली पप र रकको एक साँझ।`,
    },
  })

  // The Canada tour: three stops three days apart.
  const canada = `${headliner.name} Canada Tour`
  const canadaNe = `${CAST_NE.headliner}को क्यानडा टुर`
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
    ne: { title: `${canadaNe}: टोरन्टो`, venue: VENUE_NE.lakeshore, description: 'क्यानडा टुरको पहिलो पडाव।' },
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
    ne: { title: `${canadaNe}: क्यालगरी`, venue: VENUE_NE.bowRiver, description: 'क्यानडा टुरको दोस्रो पडाव।' },
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
    ne: { title: `${canadaNe}: भ्यानकुभर`, venue: VENUE_NE.harbourlight, description: 'पश्चिमी तटमा टुरको समापन।' },
  })

  // A Nepal tour named for its season: both stops in it, five weeks or so from now.
  const pokhara = startWithinOneSeason(shiftDay(today(KTM), 35), 3)
  const nepalTour = `${rockBand.name} ${seasonOf(pokhara)} Tour`
  const nepalTourNe = `${CAST_NE.rockBand}को ${SEASON_NE[seasonOf(pokhara)]} टुर`
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
    ne: { title: `${nepalTourNe}: पोखरा`, venue: VENUE_NE.phewaShore, description: 'तालको किनारमा रकको रमझम।' },
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
    ne: { title: `${nepalTourNe}: धरान`, venue: 'धरान हिलसाइड एरिना', description: 'पूर्वी नेपालमा टुरको पडाव।' },
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
    ne: { title: 'लोकभाकाको साँझ', venue: 'कीर्तिपुर सम्पदा भवन', description: `${CAST_NE.folkEnsemble} र ${CAST_NE.folkSinger} एउटै मञ्चमा।` },
  })
  inDays(9, {
    title: 'Artists & Promoters Meetup',
    localTime: '16:00',
    timezone: TORONTO,
    venue: 'Maple Loft Co-working',
    location: 'Toronto, Canada',
    description: 'Networking for Nepali-Canadian artists, promoters and sponsors.',
    eventType: 'meetup',
    ne: { title: 'कलाकार तथा प्रवर्द्धक भेटघाट', venue: 'मेपल लफ्ट को-वर्किङ', description: 'नेपाली-क्यानेडियन कलाकार, प्रवर्द्धक र प्रायोजकबीच चिनजान र सम्बन्ध विस्तार।' },
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
    ne: { title: 'सङ्गीत व्यवसाय कार्यशाला', venue: kathmanduHotel.ne.title, description: 'रोयल्टी, स्ट्रिमिङ र विदेशमा टुर: व्यावहारिक कुराकानीको एक दिउँसो।' },
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
    ne: { title: 'चोकमा ज्याज साँझ', venue: 'ललितपुर चोक मञ्च', description: `मन्दिरका छानामुनि ${CAST_NE.jazzSinger} र साथीहरू।` },
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
    ne: { title: `${CAST_NE.dj}: नेवारी हाउस नाइट`, venue: 'द प्यागोडा रुम', description: 'हाउस सङ्गीत र धिमे बाजाको सङ्गम।' },
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
    ne: { title: `${CAST_NE.popSinger} क्यालगरीमा लाइभ`, venue: 'प्रेरी लाइट्स कन्सर्ट हल', description: 'सबै टिकट बिकेको, चर्चित पप गीतहरूको एक रात।' },
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
    ne: { title: `${CAST_NE.rapper} स्ट्रिट सेसन्स`, venue: 'बेसमेन्ट १०८', description: 'अतिथि एमसीहरूसहितको हिप हप रात।' },
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
    ne: { title: `${CAST_NE.jazzSinger}को ${SEASON_NE[lastTour]} टुर: भ्यानकुभर`, venue: 'सिडर हल थिएटर', description: `${SEASON_NE[lastTour]} टुरको अन्तिम रात।` },
  })
  inDays(-10, {
    title: 'Sponsors Networking Breakfast',
    localTime: '08:30',
    timezone: TORONTO,
    venue: torontoHotel.title,
    location: 'Toronto, Canada',
    description: 'Thank-you breakfast for this year’s partners.',
    eventType: 'meetup',
    ne: { title: 'प्रायोजकहरूसँग बिहानको खाजामा भेटघाट', venue: torontoHotel.ne.title, description: 'यस वर्षका साझेदारहरूलाई धन्यवाद दिन आयोजित बिहानको खाजा।' },
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
    ne: {
      title: 'दसैँ विशेष कन्सर्ट',
      venue: 'हम्बर बे प्याभिलियन',
      description: `${CAST_NE.popSinger} र ${CAST_NE.folkSinger}सँग समुदायको वर्षकै सबैभन्दा ठूलो चाडपर्वको रात।`,
    },
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
    ne: { title: 'तिहार देउसी-भैलो साँझ', venue: 'फ्रेजर कम्युनिटी हल', description: `${CAST_NE.folkEnsemble}सँग झिलिमिली बत्ती, सेलरोटी र देउसी-भैलोका गीत।` },
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
    ne: { title: 'होली रङ महोत्सव', venue: 'नक्साल खुला मैदान', description: `रङ, पानी र ${CAST_NE.dj}को दिनभरिको सेट।` },
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
    ne: {
      title: `नयाँ वर्ष ${toNepaliDigits(bikramSambatYearStarting(newYear))} सडक महोत्सव`,
      venue: 'लेकसाइड सडक मञ्च',
      description: `तालको किनारमा वैशाख १ गते: ${CAST_NE.rockBand} र ${CAST_NE.rapper}सँग नयाँ वर्षको स्वागत।`,
    },
  })

  const tourLocations: DemoTourLocation[] = [
    {
      city: 'Toronto',
      venue: 'Lakeshore Union Hall',
      day: toronto,
      ticketLink: 'https://tickets.example.com/aarohi-toronto',
      priority: 1,
      ne: { city: 'टोरन्टो', venue: VENUE_NE.lakeshore },
    },
    { city: 'Calgary', venue: 'Bow River Hall', day: calgary, priority: 2, ne: { city: 'क्यालगरी', venue: VENUE_NE.bowRiver } },
    { city: 'Vancouver', venue: 'Harbourlight Ballroom', day: vancouver, priority: 3, ne: { city: 'भ्यानकुभर', venue: VENUE_NE.harbourlight } },
    { city: 'Pokhara', venue: 'Phewa Shore Stage', day: pokhara, priority: 4, ne: { city: 'पोखरा', venue: VENUE_NE.phewaShore } },
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
    ne: {
      packageName: 'प्लेटिनम साझेदार',
      description: 'नेपाल र क्यानडामा हाम्रो सिजनभरका सबै कार्यक्रममा प्रमुख उपस्थिति।',
      benefits: ['एउटा प्रमुख कन्सर्ट तपाईंको ब्रान्डको नाममा', 'मञ्चका सबै स्क्रिन र टिकटमा लोगो', 'हरेक कार्यक्रममा २० भीआईपी पास', 'तपाईंका पाहुनाका लागि कलाकारसँग भेटघाट'],
    },
  },
  {
    packageName: 'Gold Partner',
    priority: 2,
    visibility: 'public' as const,
    description: 'Strong brand visibility at our concerts and tours.',
    benefits: ['Logo on posters and social campaigns', '10 VIP passes per event', 'Booth space at outdoor shows'],
    ne: {
      packageName: 'गोल्ड साझेदार',
      description: 'हाम्रा कन्सर्ट र टुरहरूमा ब्रान्डको बलियो उपस्थिति।',
      benefits: ['पोस्टर र सामाजिक सञ्जालका अभियानमा लोगो', 'हरेक कार्यक्रममा १० भीआईपी पास', 'खुला मैदानका कार्यक्रममा स्टल राख्ने ठाउँ'],
    },
  },
  {
    packageName: 'Community Supporter',
    priority: 3,
    visibility: 'public' as const,
    description: 'Support Nepali arts in your community.',
    benefits: ['Name on our website partner wall', '4 tickets per event'],
    ne: {
      packageName: 'सामुदायिक सहयोगी',
      description: 'आफ्नै समुदायमा नेपाली कलालाई साथ दिनुहोस्।',
      benefits: ['हाम्रो वेबसाइटको साझेदार-सूचीमा नाम', 'हरेक कार्यक्रममा ४ टिकट'],
    },
  },
  {
    packageName: 'Corporate Hospitality (internal)',
    priority: 4,
    visibility: 'internal' as const,
    description: 'Draft package for corporate clients; pricing under review.',
    benefits: ['Private lounge', 'Catering for 30 guests'],
    ne: {
      packageName: 'कर्पोरेट आतिथ्य (आन्तरिक)',
      description: 'कर्पोरेट ग्राहकका लागि मस्यौदा प्याकेज; मूल्य पुनरावलोकनमा।',
      benefits: ['निजी लाउन्ज', '३० जना पाहुनाका लागि खानपान'],
    },
  },
]

export const demoObjectives = [
  {
    title: 'Celebrate Nepali culture',
    icon: '🎶',
    description: 'Bring Nepali music and traditions to audiences at home and abroad.',
    ne: { title: 'नेपाली संस्कृतिको उत्सव', description: 'नेपाली सङ्गीत र परम्परालाई देश-विदेशका दर्शकसम्म पुर्‍याउने।' },
  },
  {
    title: 'Connect the diaspora',
    icon: '🤝',
    description: 'Give communities across Canada shows that feel like home.',
    ne: { title: 'प्रवासमा रहेका नेपालीलाई जोड्ने', description: 'क्यानडाभरका समुदायलाई घरकै अनुभूति दिलाउने कार्यक्रम।' },
  },
  {
    title: 'Grow new talent',
    icon: '🌱',
    description: 'Open stages and workshops for emerging artists.',
    ne: { title: 'नयाँ प्रतिभालाई अघि बढाउने', description: 'उदीयमान कलाकारका लागि खुला मञ्च र कार्यशाला।' },
  },
  {
    title: 'Deliver safe, memorable events',
    icon: '⭐',
    description: 'Professional production, security and hospitality at every show.',
    ne: { title: 'सुरक्षित र यादगार कार्यक्रम', description: 'हरेक कार्यक्रममा दक्ष प्राविधिक व्यवस्थापन, सुरक्षा र आतिथ्य।' },
  },
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
 * The Nepali texts of the demo's hero, homepage section and settings (the records' own are their
 * `ne`): the Nepali pages show them.
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
    address: 'दरबारमार्ग, काठमाडौँ, नेपाल',
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

/** Galleries of the first past events, named as the event; one more gallery is of no event (index.ts adds the photos). */
const demoEventGalleryTags = ['live', 'concert']
export function demoEventGallery(event: Pick<DemoEvent, 'title' | 'ne'>) {
  return { eventName: event.title, tags: demoEventGalleryTags, ne: { eventName: event.ne.title } }
}
export function demoBackstageGallery(now: Date = new Date()) {
  const year = venueDay('UTC', 0, now).slice(0, 4)
  return {
    eventId: null,
    eventName: `Behind the Scenes ${year}`,
    eventDate: null,
    tags: ['backstage', 'crew'],
    ne: { eventName: `पर्दापछाडि ${toNepaliDigits(year)}` },
  }
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
