import { accountNoticeTask, passwordLinkTask } from '@/features/accounts/tasks'
import { Users } from '@/features/accounts/users-collection'
import type { Feature } from '@/features/feature'

/**
 * Staff accounts (docs/architecture.md#features): sign-in and sessions, the rules of names and
 * passwords, password links and invitations, API keys, and the notices their holders get.
 */
export const accounts: Feature = {
  name: 'accounts',
  collections: [Users],
  tasks: [passwordLinkTask, accountNoticeTask],
}
