import { z } from 'zod'

import { dateTime, int32, optionalText, requiredText, siteLink, webLink } from './common'

/** Hero, homepage-section, tour-location and premium-accommodation bodies (docs/product.md#entities-and-fields). */
export const heroSectionSchema = z.object({
  title: requiredText('Title'),
  subtitle: optionalText,
  backgroundType: optionalText,
  backgroundColor: optionalText,
  backgroundImage: optionalText,
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
  title: requiredText('Title'),
  subtitle: optionalText,
  backgroundType: optionalText,
  backgroundColor: optionalText,
  backgroundImage: optionalText,
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
  displayOnHomepage: z.boolean().optional(),
  priority: int32.optional(),
})

export const premiumAccommodationSchema = z.object({
  title: requiredText('Title'),
  description: optionalText,
  image: optionalText,
  link: siteLink,
  price: optionalText,
  location: optionalText,
  displayOnHomepage: z.boolean().optional(),
  priority: int32.optional(),
})
