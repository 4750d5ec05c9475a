import Link from 'next/link'

import { PageHeader } from '@/admin-screens/ui/page-header'

/** What an editor sees on a screen for admins only: the back office's own page, with the way back. */
export function NotAllowed({ screen }: { screen: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title="You don't have access to this page" />
      <div role="status" className="max-w-xl space-y-4 rounded-lg border border-amber-200 bg-amber-50 p-5 text-amber-950">
        <p>The {screen} screen is for admins. If you need something changed there, ask one of the site&apos;s admins.</p>
        <Link href="/admin" className="inline-block font-medium text-indigo-700 underline hover:text-indigo-900">
          Back to the dashboard
        </Link>
      </div>
    </div>
  )
}
