import { z } from 'zod'

import { dateTime, int32, optionalText, requiredText, siteLink, webLink } from './common'

/** Hero, homepage-section, tour-location and premium-accommodation bodies (docs/product.md#entities-and-fields). */

/** A home page block's heading and background (src/fields/homepage.ts). */
const sectionLook = {
  title: requiredText('Title'),
  subtitle: optionalText,
  backgroundType: optionalText,
  backgroundColor: optionalText,
  backgroundImage: optionalText,
}

/** Whether the home page lists a record, and its place there (src/fields/homepage.ts). */
const homepageListing = { displayOnHomepage: z.boolean().optional(), priority: int32.optional() }

export const heroSectionSchema = z.object({
  ...sectionLook,
  primaryButtonText: optionalText,
  primaryButtonLink: siteLink,
  buttonText: optionalText,
  buttonLink: siteLink,
  secondaryButtonText: optionalText,
  secondaryButtonLink: siteLink,
  template: optionalText,
  isActive: z.boolean().optional(),
  priority: int32.optional(),
})

export const homepageSectionSchema = z.object({
  sectionType: requiredText('Section type'),
  ...sectionLook,
  isActive: z.boolean().optional(),
  showButton: z.boolean().optional(),
  buttonText: optionalText,
  buttonLink: siteLink,
  displayOrder: int32.optional(),
  template: optionalText,
  itemsToShow: int32.optional(),
})

export const tourLocationSchema = z.object({
  city: requiredText('City'),
  venue: requiredText('Venue'),
  date: dateTime,
  image: optionalText,
  ticketLink: webLink,
  ...homepageListing,
})

export const premiumAccommodationSchema = z.object({
  title: requiredText('Title'),
  description: optionalText,
  image: optionalText,
  link: siteLink,
  price: optionalText,
  location: optionalText,
  ...homepageListing,
})
