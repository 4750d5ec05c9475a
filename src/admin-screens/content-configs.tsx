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

/** A boolean field switched right from the list, in its own column (label), and a box in the form (field). */
type Toggle = { name: string; label: string; field: string }

const ACTIVE: Toggle = { name: 'isActive', label: 'Active', field: 'Active' }
const ON_HOMEPAGE: Toggle = { name: 'displayOnHomepage', label: 'On homepage', field: 'Show on the homepage' }

type ContentScreenConfig = {
  url: string
  words: { title: string; subtitle: string; noun: string }
  /** The fields the search box looks in; the first names the record, in the first column. */
  search: [string, ...string[]]
  /** The columns after the name. */
  columns: Column<Row>[]
  /** The switch, last in the list and in the form, and its value in a new record. */
  toggle: Toggle & { initial: boolean }
  /** The form's fields, but the switch's. */
  fields: FormField[]
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The list config of a content type: the name column, the type's own, the switch, a search, and its fields' form. */
function contentListConfig({ url, words, search, columns, toggle, fields: own }: ContentScreenConfig): ListConfig<Row> {
  const noun = words.noun.toLowerCase()
  const [titleField] = search
  const name = (row: Row) => asText(row[titleField])
  const fields: FormField[] = [...own, { name: toggle.name, label: toggle.field, kind: 'checkbox', initial: toggle.initial }]
  const nameColumn: Column<Row> = {
    label: own.find((field) => field.name === titleField)?.label ?? '',
    cell: (row) => <span className="font-medium text-slate-900">{text(row[titleField])}</span>,
  }
  const switchColumn: Column<Row> = {
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
            { success: { title: `${words.noun} updated` }, error: `There was a problem saving the ${noun}. Please try again.` },
          )
        }
      />
    ),
  }
  const plural = words.title.toLowerCase()
  return {
    url,
    words: { title: words.title, subtitle: words.subtitle, noun, plural, empty: `No ${plural} yet. Add one to get started.` },
    name,
    search,
    views: [{ pageSize: PAGE_SIZES.adminContent, table: [nameColumn, ...columns, switchColumn] }],
    form: { component: (props) => <FieldsForm {...props} fields={fields} />, add: `Add ${words.noun}` },
    translations: translatedFields(fields).length ? translatedFields(fields) : undefined,
    deleteQuestion: (row) => `Are you sure you want to delete "${name(row)}"? This action cannot be undone.`,
  }
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value))
const day = (value: unknown) => (typeof value === 'string' ? formatInZone(value, 'UTC', 'MMMM d, yyyy') : '—')

const BACKGROUND_TYPES = choices({ color: 'Colour', image: 'Image' })
const SECTION_TYPES = choices({ 'premium-accommodations': 'Premium accommodations', custom: 'Custom' })
const TEMPLATES = choices({ default: 'Default (2 columns)', grid: 'Grid (3 columns)' })

/** A column showing a field as text. */
const textColumn = (label: string, field: string): Column<Row> => ({ label, cell: (row) => text(row[field]) })
const PRIORITY: FormField = { name: 'priority', label: 'Priority', kind: 'integer', initial: '0' }

const heroSections: ContentScreenConfig = {
  url: '/api/hero-sections',
  words: { title: 'Hero Sections', subtitle: 'The home page banner: the active one with the lowest priority is shown', noun: 'Hero section' },
  search: ['title'],
  columns: [
    textColumn('Priority', 'priority'),
    { label: 'Buttons', cell: (row) => [row.primaryButtonText, row.secondaryButtonText].filter(Boolean).join(' · ') || '—' },
  ],
  toggle: { ...ACTIVE, initial: false },
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
    { ...PRIORITY, hint: 'Lower wins' },
  ],
}

const homepageSections: ContentScreenConfig = {
  url: '/api/homepage-sections',
  words: { title: 'Homepage Sections', subtitle: 'Extra sections on the home page, in display order', noun: 'Homepage section' },
  search: ['title'],
  columns: [
    { label: 'Type', cell: (row) => optionLabel(SECTION_TYPES, row.sectionType) },
    textColumn('Order', 'displayOrder'),
    textColumn('Items', 'itemsToShow'),
  ],
  toggle: { ...ACTIVE, initial: true },
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
  ],
}

const tourLocations: ContentScreenConfig = {
  url: '/api/tour-locations',
  words: { title: 'Tour Locations', subtitle: 'Tour stops shown on the home page', noun: 'Tour location' },
  search: ['city', 'venue'],
  columns: [textColumn('Venue', 'venue'), { label: 'Date', cell: (row) => day(row.date) }, textColumn('Priority', 'priority')],
  toggle: { ...ON_HOMEPAGE, initial: true },
  fields: [
    { name: 'city', label: 'City', kind: 'text', required: true, translated: true },
    { name: 'venue', label: 'Venue', kind: 'text', required: true, translated: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'ticketLink', label: 'Ticket link', kind: 'text' },
    { name: 'image', label: 'Image', kind: 'image' },
    PRIORITY,
  ],
}

const accommodations: ContentScreenConfig = {
  url: '/api/premium-accommodations',
  words: { title: 'Premium Accommodations', subtitle: 'Partner hotels shown in the home page section', noun: 'Accommodation' },
  search: ['title', 'location'],
  columns: [textColumn('Location', 'location'), textColumn('Price', 'price'), textColumn('Priority', 'priority')],
  toggle: { ...ON_HOMEPAGE, initial: false },
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, translated: true },
    { name: 'location', label: 'Location', kind: 'text', translated: true },
    { name: 'price', label: 'Price', kind: 'text', hint: 'Free text, e.g. From NPR 15,000 / night', translated: true },
    { name: 'link', label: 'Link', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea', translated: true },
    { name: 'image', label: 'Image', kind: 'image' },
    PRIORITY,
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
