// Forms' submits as mutations. Apart from the client (src/api/client.ts) because only forms
// use it: react-query's mutation observer then loads with the first form, not the first page.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { callApi, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'

/** A form's submit: calls `operation` with the params given to `mutate`, as the user. */
export function useApiMutation<K extends OpName>(
  operation: K,
  options?: Omit<UseMutationOptions<OpResult<K>, ApiError, OpParams<K>>, 'mutationFn'>,
) {
  return useMutation<OpResult<K>, ApiError, OpParams<K>>({
    mutationFn: (params) => callApi(operation, params),
    ...options,
  })
}
