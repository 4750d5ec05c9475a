import type { Field } from 'payload'

import { int32Field } from '@/fields/int32'
import { requiredLocalized } from '@/fields/localized'

/** Whether the home page lists a record (`shownByDefault`: ticked on a new one), and its place there, lower first. */
export function homepageListingFields(shownByDefault: boolean): Field[] {
  return [{ name: 'displayOnHomepage', type: 'checkbox', defaultValue: shownByDefault, index: true }, int32Field({ name: 'priority', defaultValue: 0 })]
}

/** A home page block's heading and background, as the hero and the homepage sections have them. */
export function sectionLookFields(): Field[] {
  return [
    requiredLocalized('title'),
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'backgroundType', type: 'text', defaultValue: 'color' },
    { name: 'backgroundColor', type: 'text' },
    { name: 'backgroundImage', type: 'text' },
  ]
}
