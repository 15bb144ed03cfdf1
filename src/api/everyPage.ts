// Lists read to their end, page after page (1,000 at a time): kept out of the entry chunk, as
// only lazily loaded pages read a whole list.
import { queryOptions } from '@tanstack/react-query'
import {
  ALL_ITEMS,
  callApi,
  FRESH_MS,
  queryClient,
  type ListItem,
  type ListOp,
  type OpParams,
  type OpResult,
} from './client'
import { apiqAll } from './queries'

export type FirstPage<K extends ListOp> = { items: ListItem<K>[]; nextPage?: string | null }

type ReadOptions<K extends ListOp> = {
  /** a first page already read: the read goes on after it */
  from?: FirstPage<K>
  /** stop once more than this many are read (the answer then says it is not `complete`) */
  atMost?: number
  signal?: AbortSignal
  /** after each page, how many items so far */
  onProgress?: (read: number) => void
}

/**
 * A list read page by page (1,000 at a time) to its end, or past `atMost`: for a list where
 * a missing item would be wrong, a sort or filter over all of it, and an export.
 */
export async function readEveryPage<K extends ListOp>(
  operation: K,
  params: NonNullable<OpParams<K>>,
  { from, atMost = Infinity, signal, onProgress }: ReadOptions<K> = {},
) {
  const { query } = params as { query?: Record<string, unknown> }
  const items: ListItem<K>[] = [...(from?.items ?? [])]
  let pageToken = from?.nextPage ?? undefined
  if (from && !pageToken) return { items, complete: true }
  do {
    const pageParams = { ...params, query: { ...query, limit: ALL_ITEMS, pageToken } } as OpParams<K>
    const page = (await callApi(operation, pageParams, { signal }, 'page')) as {
      items: ListItem<K>[]
      nextPage?: string | null
    }
    items.push(...page.items)
    pageToken = page.nextPage ?? undefined
    onProgress?.(items.length)
  } while (pageToken && items.length <= atMost)
  return { items, complete: !pageToken }
}

/**
 * A list read to its end, as a query (the users and groups that name role assignments). When
 * the cache holds a fresh first page of the same list (`apiqAll`'s, which a page read to show
 * what it could at once), the read goes on from it rather than asking for it again.
 */
export function apiqEveryPage<K extends ListOp>(operation: K, params: NonNullable<OpParams<K>>) {
  return queryOptions({
    queryKey: [operation, params, 'every-page'] as const,
    queryFn: async ({ signal }) => {
      const first = freshFirstPage(operation, params)
      const { items } = await readEveryPage(operation, params, { from: first, signal })
      return { items, nextPage: null } as OpResult<K>
    },
  })
}

/** The cache's first 1,000 of a list (`apiqAll`'s), if read in the last moments and not made stale by a change since. */
export function freshFirstPage<K extends ListOp>(operation: K, params: NonNullable<OpParams<K>>) {
  const { queryKey } = apiqAll(operation, params)
  const state = queryClient.getQueryState<FirstPage<K>>(queryKey)
  const fresh = state?.data && !state.isInvalidated && Date.now() - state.dataUpdatedAt < FRESH_MS
  return fresh ? state.data : undefined
}

// The silo's, read whole to offer every user and group (the add-role form, the effective-access
// picker) and to know who is in which group
export const usersQuery = apiqEveryPage('userList', {})
export const groupsQuery = apiqEveryPage('groupList', {})
/** The silo's projects, read whole: the command palette finds every one, past the first 1,000. */
export const projectsQuery = apiqEveryPage('projectList', {})
/** The fleet's silos, the same way. */
export const silosQuery = apiqEveryPage('siloList', {})
