import { PageNotFound } from '@/components/site/status-pages'

export default PageNotFound
