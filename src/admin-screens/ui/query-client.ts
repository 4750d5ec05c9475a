import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { apiGet } from '@/lib/api-client'

/**
 * The query key is the URL it reads (e.g. ['/api/artists']), and its query parameters, if any
 * (['/api/artists', { draft: 'true' }]): invalidating ['/api/artists'] reaches both.
 */
const defaultQueryFn: QueryFunction = ({ queryKey: [path, parameters] }) =>
  apiGet(parameters ? `${String(path)}?${new URLSearchParams(parameters as Record<string, string>)}` : String(path))

/** No retries, data never goes stale by itself, no refetch on focus, no polling (docs/product.md#the-calls). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
