import { accountsHttp } from '@/features/accounts/http'
import { activityHttp } from '@/features/activity/http'
import { alertsHttp } from '@/features/alerts/http'
import { contactHttp } from '@/features/contact/http'
import type { FeatureHttp } from '@/features/feature-http'

/**
 * What the features serve (docs/architecture.md#features): the /api route table and the back
 * office's sidebar take each one's routes and screens from this list, in this order. A feature
 * with none (publishing, mail) is not listed.
 */
export const featuresHttp: readonly FeatureHttp[] = [contactHttp, accountsHttp, activityHttp, alertsHttp]
