// Forms' submits as mutations. Apart from the client (src/api/client.ts) because only forms
// use it: react-query's mutation observer then loads with the first form, not the first page.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { callApi, type OpName, type OpParams, type OpResult } from './client'
import type { ApiError } from './errors'

/**
 * A form's submit: calls `operation` with the params given to `mutate`, as the user. It
 * names its operation, so a form can also show the request it will make.
 */
export function useApiMutation<K extends OpName>(
  operation: K,
  options?: Omit<UseMutationOptions<OpResult<K>, ApiError, OpParams<K>>, 'mutationFn'>,
) {
  const mutation = useMutation<OpResult<K>, ApiError, OpParams<K>>({
    mutationFn: (params) => callApi(operation, params),
    ...options,
  })
  return { ...mutation, operation }
}
