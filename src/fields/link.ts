import type { TextField } from 'payload'

import { payloadValidate, siteLink, webLink } from '@/schemas/common'

/**
 * A link field, held to the same rule on every door as in the API and the forms
 * (src/schemas/common.ts): `web` takes full http(s) URLs only; `site` also a path on this site.
 */
export function linkField(name: string, kind: 'web' | 'site'): TextField {
  return { name, type: 'text', validate: payloadValidate(kind === 'web' ? webLink : siteLink) }
}
