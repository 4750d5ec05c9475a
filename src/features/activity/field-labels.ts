import type { ActivityResource } from '@/features/activity/entries'

/**
 * Fields by the words staff read beside them in the back office's forms (src/admin-screens/), for
 * a record's history and the activity log's summaries: "Spotify URL", not `mediaLinks.spotify`.
 * A field no form shows is named from its name in words ("Display order").
 */
const CONTENT: Record<string, string> = { title: 'Title', description: 'Description', image: 'Image', priority: 'Priority', isActive: 'Active' }

const linkLabels = (field: string, networks: Record<string, string>) =>
  Object.fromEntries(Object.entries(networks).map(([network, name]) => [`${field}.${network}`, `${name} URL`]))

const FIELD_LABELS: Partial<Record<ActivityResource, Record<string, string>>> = {
  artists: {
    name: 'Name',
    genre: 'Genre',
    bio: 'Bio',
    profilePhoto: 'Profile Photo',
    // The form's networks, where it writes each (src/schemas/artist.ts); the others are named in words.
    ...linkLabels('mediaLinks', { spotify: 'Spotify', youtube: 'YouTube' }),
    ...linkLabels('socialLinks', { instagram: 'Instagram', facebook: 'Facebook', twitter: 'Twitter', soundcloud: 'SoundCloud' }),
    status: 'Status',
    portfolio: 'Portfolio URL',
  },
  events: {
    title: 'Title',
    date: 'Date and time',
    timezone: 'Venue time zone',
    venue: 'Venue',
    location: 'Location',
    capacity: 'Capacity',
    ticketLink: 'Ticket Link',
    description: 'Description',
    bannerImage: 'Banner Image',
    eventType: 'Event Type',
    status: 'Status',
    artists: 'Line-up',
    priceFrom: 'Price from',
    priceTo: 'Price to',
    currency: 'Currency',
    onSaleAt: 'Sale opens',
    ticketStatus: 'Ticket state',
  },
  sponsorships: {
    packageName: 'Package Name',
    description: 'Description',
    benefits: 'Benefits',
    image: 'Image',
    visibility: 'Visibility',
    priority: 'Priority',
  },
  galleries: { eventId: 'Event', eventName: 'Event Name', eventDate: 'Event Date', photographerCredit: 'Photographer Credit', tags: 'Tags', photos: 'Photos' },
  'event-objectives': { title: 'Title', icon: 'Icon', description: 'Description' },
  'hero-sections': {
    ...CONTENT,
    subtitle: 'Subtitle',
    primaryButtonText: 'Primary button text',
    primaryButtonLink: 'Primary button link',
    secondaryButtonText: 'Secondary button text',
    secondaryButtonLink: 'Secondary button link',
    backgroundType: 'Background type',
    backgroundColor: 'Background colour',
    backgroundImage: 'Background image',
    template: 'Template',
  },
  'homepage-sections': {
    ...CONTENT,
    sectionType: 'Section type',
    subtitle: 'Subtitle',
    template: 'Template',
    itemsToShow: 'Items to show',
    displayOrder: 'Display order',
    buttonText: 'Button text',
    buttonLink: 'Button link',
    showButton: 'Show the button',
  },
  'tour-locations': {
    city: 'City',
    venue: 'Venue',
    date: 'Date',
    ticketLink: 'Ticket link',
    image: 'Image',
    priority: 'Priority',
    displayOnHomepage: 'Show on the homepage',
  },
  'premium-accommodations': { ...CONTENT, location: 'Location', price: 'Price', link: 'Link', displayOnHomepage: 'Show on the homepage' },
  users: { username: 'Username', email: 'Email', role: 'Role' },
  'contact-settings': { email: 'Email', phone: 'Phone', address: 'Address', mapEmbedUrl: 'Map Embed URL', formSubjects: 'Form Subjects' },
  'footer-settings': {
    ...linkLabels('socialLinks', { instagram: 'Instagram', facebook: 'Facebook', twitter: 'Twitter', youtube: 'YouTube', tiktok: 'TikTok' }),
    showSocialLinks: 'Show social links in the footer',
    copyright: 'Copyright',
    privacyPolicyUrl: 'Privacy Policy URL',
    termsUrl: 'Terms URL',
    yearOverride: 'Year override',
  },
}

/** "displayOrder" -> "Display order", "socialLinks.tiktok" -> "Social links: tiktok". */
const inWords = (field: string) => {
  const words = field
    .split('.')
    .map((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(': ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field (or a key of an object field, `mediaLinks.spotify`) of a resource as staff see it named. */
export function fieldLabel(resource: string, field: string): string {
  return FIELD_LABELS[resource as ActivityResource]?.[field] ?? inWords(field)
}

/** The keys of an object field a form shows (`mediaLinks` -> `mediaLinks.spotify`, `mediaLinks.youtube`), for a version read whole. */
export function labelledKeys(resource: string, field: string): string[] {
  return Object.keys(FIELD_LABELS[resource as ActivityResource] ?? {}).filter((key) => key.startsWith(`${field}.`))
}
