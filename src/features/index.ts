import { accounts } from '@/features/accounts'
import { activity } from '@/features/activity'
import { alerts } from '@/features/alerts'
import { contact } from '@/features/contact'
import type { Feature } from '@/features/feature'
import { mail } from '@/features/mail'
import { publishing } from '@/features/publishing'

/**
 * The site's features (docs/architecture.md#features), each in its folder. Payload's config and the
 * jobs queue take what each declares from this list, in this order (the queue's tasks too: the
 * order Payload's job tables were made in); what they serve to requests is in src/features/http.ts.
 */
export const features: readonly Feature[] = [contact, accounts, publishing, activity, alerts, mail]
