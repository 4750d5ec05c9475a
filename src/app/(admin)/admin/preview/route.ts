import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { signedInUser } from '@/features/accounts/sign-in'
import { seeOther } from '@/features/publishing/preview'
import { previewTarget } from '@/features/publishing/states'
import { getPayloadClient } from '@/server/runtime/payload'

/**
 * Enters preview (src/features/publishing/preview.ts) and opens the public page `?path=` as it will look with
 * the latest drafts. Only a signed-in staff member enters it; anyone else is sent to sign in.
 */
export async function GET(request: NextRequest) {
  const target = previewTarget(request.nextUrl.searchParams.get('path'))
  const user = await signedInUser(await getPayloadClient(), request.headers)
  if (!user) return seeOther('/admin/login')
  ;(await draftMode()).enable()
  return seeOther(target)
}
