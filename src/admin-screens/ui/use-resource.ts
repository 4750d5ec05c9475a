'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { useToast } from '@/components/ui/toast'
import { apiGetPage, apiRequest, type ListPage } from '@/lib/api-client'

/** The spec's notifications; some actions (moves) have no success notice. */
export type Messages = { success?: { title: string; description?: string }; error: string }

/** A list read by URL (docs/product.md#the-calls): the query key is the URL, and its query parameters if any. */
export function useList<T>(url: string, parameters?: Record<string, string>, enabled = true) {
  return useQuery<T[]>({ queryKey: parameters ? [url, parameters] : [url], enabled })
}

/**
 * One page of a list the server pages, searches and filters (`parameters` with `limit`): under the
 * list's URL, so a change that invalidates the list fetches it again. The page shown stays until
 * the next one arrives.
 */
export function useListPage<T>(url: string, parameters: Record<string, string>, enabled = true) {
  return useQuery<ListPage<T>>({
    queryKey: [url, parameters],
    queryFn: () => apiGetPage<T>(`${url}?${new URLSearchParams(parameters)}`),
    placeholderData: keepPreviousData,
    // A page no longer shown is dropped at once: kept, it would show again, stale, when its
    // filter or page comes back (before the refetch that a change since has asked for).
    gcTime: 0,
    enabled,
  })
}

/** How many records of a list pass `parameters` (a page of one record, and its total), not the list itself. */
export function useCount(url: string, parameters: Record<string, string>, enabled = true) {
  const { data } = useListPage<unknown>(url, { ...parameters, limit: '1' }, enabled)
  return data?.total
}

/**
 * A mutation that shows the spec's notification and, on success, fetches the affected lists again
 * (after every successful change the affected lists are fetched again: docs/product.md#the-calls).
 */
export function useApiMutation<V, R = unknown>(
  call: (variables: V) => Promise<R>,
  { invalidate, messages, onSuccess }: { invalidate: string[]; messages: Messages | ((v: V) => Messages); onSuccess?: (result: R, variables: V) => void },
) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  return useMutation({
    mutationFn: call,
    onSuccess: async (result, variables) => {
      await Promise.all(invalidate.map((url) => queryClient.invalidateQueries({ queryKey: [url] })))
      const { success } = typeof messages === 'function' ? messages(variables) : messages
      if (success) toast(success)
      onSuccess?.(result, variables)
    },
    onError: (_error, variables) => {
      const { error } = typeof messages === 'function' ? messages(variables) : messages
      toast({ title: 'Error', description: error, variant: 'destructive' })
    },
  })
}

export { apiRequest }
