import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { seeOther } from '@/features/publishing/preview'
import { previewTarget } from '@/features/publishing/states'

/** Leaves preview and opens the public page `?path=` as visitors see it. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  return seeOther(previewTarget(request.nextUrl.searchParams.get('path')))
}
