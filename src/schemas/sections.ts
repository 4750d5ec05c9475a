import { z } from 'zod'

import { dateTime, int32, optionalText, siteLink, webLink } from './common'

/** Hero, homepage-section, tour-location and premium-accommodation bodies (SPEC §3). */
export const heroSectionSchema = z.object({
  title: z.string().trim().min(1, 'Required'),
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
  sectionType: z.string().trim().min(1, 'Required'),
  title: z.string().trim().min(1, 'Required'),
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
  city: z.string().trim().min(1, 'Required'),
  venue: z.string().trim().min(1, 'Required'),
  date: dateTime,
  image: optionalText,
  ticketLink: webLink,
  displayOnHomepage: z.boolean().optional(),
  priority: int32.optional(),
})

export const premiumAccommodationSchema = z.object({
  title: z.string().trim().min(1, 'Required'),
  description: optionalText,
  image: optionalText,
  link: siteLink,
  price: optionalText,
  location: optionalText,
  displayOnHomepage: z.boolean().optional(),
  priority: int32.optional(),
})
