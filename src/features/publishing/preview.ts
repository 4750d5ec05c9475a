import { AsyncLocalStorage } from 'node:async_hooks'

import { draftMode, headers } from 'next/headers'
import { NextResponse } from 'next/server'

import { signedInUser } from '@/features/accounts/sign-in'
import { PREVIEW_CONTEXT } from '@/features/publishing/states'
import { getPayloadClient } from '@/server/runtime/payload'
import { processWide } from '@/server/runtime/process-state'

/**
 * Preview (docs/product.md#preview): a signed-in staff member sees the public pages as they will
 * look with the latest drafts. Next.js's draft mode is entered only through /admin/preview (a staff
 * session required) and only ever read here, together with the session: a draft-mode cookie without
 * a signed-in staff member previews nothing. The public reads (src/server/content/public-data.ts) then run
 * uncached, inside `inPreview`, and ask Payload for the latest drafts with the preview context,
 * which lifts the visitors' published-only rule (src/features/publishing/hooks.ts) but not their other rules.
 */

const reads = processWide('preview', () => new AsyncLocalStorage<true>())

/** Whether this page request previews drafts. Outside a request (a build's prerender), never. */
export async function previewing(): Promise<boolean> {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return false
  }
  if (!enabled) return false
  return Boolean(await signedInUser(await getPayloadClient(), await headers()))
}

/** Runs a public read as a preview. */
export const inPreview = <T>(read: () => Promise<T>): Promise<T> => reads.run(true, read)

/** What a public read adds while it previews: the latest drafts, in the preview context. */
export function previewOptions(): { draft?: true; context?: Record<string, unknown> } {
  return reads.getStore() ? { draft: true, context: { [PREVIEW_CONTEXT]: true } } : {}
}

/** Entering or leaving preview: on to a path of this site (relative: the host the visitor asked for stays). */
export const seeOther = (path: string) => new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'private, no-store' } })
