import { features } from '@/features'
import { globalWithWellFormedData } from '@/hooks/well-formed-data'

import { FooterSettings } from './FooterSettings'

/**
 * Every global of Payload's config: the site's own and the features' (src/features/index.ts), by
 * slug as the CMS panel lists them, each with the site's check of what is written and the
 * features' rules.
 */
export const globals = [FooterSettings, ...features.flatMap((feature) => feature.globals ?? [])]
  .sort((a, b) => a.slug.localeCompare(b.slug))
  .map((global) => features.reduce((wrapped, feature) => feature.wrapGlobal?.(wrapped) ?? wrapped, globalWithWellFormedData(global)))
