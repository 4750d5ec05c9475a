'use client'

import { formatInZone } from '@/lib/calendar/dates'
import { PAGE_SIZES } from '@/lib/constants'

import { choices, type FormField, optionLabel, translatedFields } from './ui/fields-form'
import { type Column, FieldsForm, type ListConfig, ListScreen } from './ui/list-screen'

/**
 * The four content types first shown only on the home page (docs/product.md#content-screens): each
 * a list of its fields and columns, made into a list screen by `contentListConfig`.
 */
type Row = { id: number } & Record<string, unknown>

type ContentScreenConfig = {
  url: string
  title: string
  subtitle: string
  /** Singular, capitalised: "Hero section". */
  noun: string
  fields: FormField[]
  /** Columns of the list; the first names the record. */
  columns: Column<Row>[]
  /** A boolean field that can be switched right from the list (active, on the homepage). */
  toggle?: { name: string; label: string }
  titleField: string
  /** The fields the search box looks in (the title field when not given). */
  searchFields?: string[]
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The list config of a content type: its table, its search, a switch column, and its fields' form. */
function contentListConfig(content: ContentScreenConfig): ListConfig<Row> {
  const { toggle, fields, titleField } = content
  const noun = content.noun.toLowerCase()
  const name = (row: Row) => asText(row[titleField])
  const switchColumn: Column<Row>[] = toggle
    ? [
        {
          label: toggle.label,
          cell: (row, list) => (
            <input
              type="checkbox"
              className="h-4 w-4"
              aria-label={`${toggle.label}: ${name(row)}`}
              checked={Boolean(row[toggle.name])}
              disabled={list.updating}
              onChange={(event) =>
                list.update(
                  row,
                  { [toggle.name]: event.target.checked },
                  { success: { title: `${content.noun} updated` }, error: `There was a problem saving the ${noun}. Please try again.` },
                )
              }
            />
          ),
        },
      ]
    : []
  const plural = content.title.toLowerCase()
  return {
    url: content.url,
    words: { title: content.title, subtitle: content.subtitle, noun, plural, empty: `No ${plural} yet. Add one to get started.` },
    name,
    search: content.searchFields ?? [titleField],
    views: [{ pageSize: PAGE_SIZES.adminContent, table: [...content.columns, ...switchColumn] }],
    form: { component: (props) => <FieldsForm {...props} fields={fields} />, add: `Add ${content.noun}` },
    translations: translatedFields(fields).length ? translatedFields(fields) : undefined,
    deleteQuestion: (row) => `Are you sure you want to delete "${name(row)}"? This action cannot be undone.`,
  }
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value))
const day = (value: unknown) => (typeof value === 'string' ? formatInZone(value, 'UTC', 'MMMM d, yyyy') : '—')

const BACKGROUND_TYPES = choices({ color: 'Colour', image: 'Image' })
const SECTION_TYPES = choices({ 'premium-accommodations': 'Premium accommodations', custom: 'Custom' })
const TEMPLATES = choices({ default: 'Default (2 columns)', grid: 'Grid (3 columns)' })

const heroSections: ContentScreenConfig = {
  url: '/api/hero-sections',
  title: 'Hero Sections',
  subtitle: 'The home page banner: the active one with the lowest priority is shown',
  noun: 'Hero section',
  titleField: 'title',
  toggle: { name: 'isActive', label: 'Active' },
  columns: [
    { label: 'Title', cell: (row) => <span className="font-medium text-slate-900">{text(row.title)}</span> },
    { label: 'Priority', cell: (row) => text(row.priority) },
    { label: 'Buttons', cell: (row) => [row.primaryButtonText, row.secondaryButtonText].filter(Boolean).join(' · ') || '—' },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, translated: true },
    { name: 'subtitle', label: 'Subtitle', kind: 'textarea', translated: true },
    { name: 'primaryButtonText', label: 'Primary button text', kind: 'text', translated: true },
    { name: 'primaryButtonLink', label: 'Primary button link', kind: 'text', hint: 'A path like /events or a full URL' },
    { name: 'secondaryButtonText', label: 'Secondary button text', kind: 'text', translated: true },
    { name: 'secondaryButtonLink', label: 'Secondary button link', kind: 'text' },
    { name: 'backgroundType', label: 'Background type', kind: 'select', options: BACKGROUND_TYPES, initial: 'color' },
    { name: 'backgroundColor', label: 'Background colour', kind: 'text', hint: 'e.g. #1d1640' },
    { name: 'backgroundImage', label: 'Background image', kind: 'image' },
    { name: 'template', label: 'Template', kind: 'text', initial: 'default' },
    { name: 'priority', label: 'Priority', kind: 'integer', initial: '0', hint: 'Lower wins' },
    { name: 'isActive', label: 'Active', kind: 'checkbox', initial: false },
  ],
}

const homepageSections: ContentScreenConfig = {
  url: '/api/homepage-sections',
  title: 'Homepage Sections',
  subtitle: 'Extra sections on the home page, in display order',
  noun: 'Homepage section',
  titleField: 'title',
  toggle: { name: 'isActive', label: 'Active' },
  columns: [
    { label: 'Title', cell: (row) => <span className="font-medium text-slate-900">{text(row.title)}</span> },
    { label: 'Type', cell: (row) => optionLabel(SECTION_TYPES, row.sectionType) },
    { label: 'Order', cell: (row) => text(row.displayOrder) },
    { label: 'Items', cell: (row) => text(row.itemsToShow) },
  ],
  fields: [
    { name: 'sectionType', label: 'Section type', kind: 'select', options: SECTION_TYPES, initial: 'premium-accommodations', required: true },
    { name: 'title', label: 'Title', kind: 'text', required: true, hint: 'The last word is highlighted', translated: true },
    { name: 'subtitle', label: 'Subtitle', kind: 'textarea', translated: true },
    { name: 'template', label: 'Template', kind: 'select', options: TEMPLATES, initial: 'default' },
    { name: 'itemsToShow', label: 'Items to show', kind: 'integer', initial: '3' },
    { name: 'displayOrder', label: 'Display order', kind: 'integer', initial: '0' },
    { name: 'buttonText', label: 'Button text', kind: 'text', translated: true },
    { name: 'buttonLink', label: 'Button link', kind: 'text' },
    { name: 'showButton', label: 'Show the button', kind: 'checkbox', initial: true },
    { name: 'isActive', label: 'Active', kind: 'checkbox', initial: true },
  ],
}

const tourLocations: ContentScreenConfig = {
  url: '/api/tour-locations',
  title: 'Tour Locations',
  subtitle: 'Tour stops shown on the home page',
  noun: 'Tour location',
  titleField: 'city',
  searchFields: ['city', 'venue'],
  toggle: { name: 'displayOnHomepage', label: 'On homepage' },
  columns: [
    { label: 'City', cell: (row) => <span className="font-medium text-slate-900">{text(row.city)}</span> },
    { label: 'Venue', cell: (row) => text(row.venue) },
    { label: 'Date', cell: (row) => day(row.date) },
    { label: 'Priority', cell: (row) => text(row.priority) },
  ],
  fields: [
    { name: 'city', label: 'City', kind: 'text', required: true, translated: true },
    { name: 'venue', label: 'Venue', kind: 'text', required: true, translated: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'ticketLink', label: 'Ticket link', kind: 'text' },
    { name: 'image', label: 'Image', kind: 'image' },
    { name: 'priority', label: 'Priority', kind: 'integer', initial: '0' },
    { name: 'displayOnHomepage', label: 'Show on the homepage', kind: 'checkbox', initial: true },
  ],
}

const accommodations: ContentScreenConfig = {
  url: '/api/premium-accommodations',
  title: 'Premium Accommodations',
  subtitle: 'Partner hotels shown in the home page section',
  noun: 'Accommodation',
  titleField: 'title',
  searchFields: ['title', 'location'],
  toggle: { name: 'displayOnHomepage', label: 'On homepage' },
  columns: [
    { label: 'Title', cell: (row) => <span className="font-medium text-slate-900">{text(row.title)}</span> },
    { label: 'Location', cell: (row) => text(row.location) },
    { label: 'Price', cell: (row) => text(row.price) },
    { label: 'Priority', cell: (row) => text(row.priority) },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, translated: true },
    { name: 'location', label: 'Location', kind: 'text', translated: true },
    { name: 'price', label: 'Price', kind: 'text', hint: 'Free text, e.g. From NPR 15,000 / night', translated: true },
    { name: 'link', label: 'Link', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea', translated: true },
    { name: 'image', label: 'Image', kind: 'image' },
    { name: 'priority', label: 'Priority', kind: 'integer', initial: '0' },
    { name: 'displayOnHomepage', label: 'Show on the homepage', kind: 'checkbox', initial: false },
  ],
}

const heroSectionsList = contentListConfig(heroSections)
export const HeroSectionsScreen = () => <ListScreen config={heroSectionsList} />
const homepageSectionsList = contentListConfig(homepageSections)
export const HomepageSectionsScreen = () => <ListScreen config={homepageSectionsList} />
const tourLocationsList = contentListConfig(tourLocations)
export const TourLocationsScreen = () => <ListScreen config={tourLocationsList} />
const accommodationsList = contentListConfig(accommodations)
export const AccommodationsScreen = () => <ListScreen config={accommodationsList} />
