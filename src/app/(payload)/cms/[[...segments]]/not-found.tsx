import { NotFoundPage } from '@payloadcms/next/views'

import { importMap } from '@/app/(payload)/cms/importMap.js'
import config from '@payload-config'

import type { Args } from './page'

export { generateMetadata } from './page'

const NotFound = ({ params, searchParams }: Args) => NotFoundPage({ config, params, searchParams, importMap })

export default NotFound
