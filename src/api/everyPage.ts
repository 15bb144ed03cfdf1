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

type ReadOptions = {
  /**
   * go on from the first 1,000 the cache holds (`apiqAll`'s, which a page read to show what it
   * could at once) where they were read a moment ago and no change has made them stale since
   */
  fromFirstPage?: boolean
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
  { fromFirstPage = false, atMost = Infinity, signal, onProgress }: ReadOptions = {},
) {
  const { query } = params as { query?: Record<string, unknown> }
  const from = fromFirstPage ? freshFirstPage(operation, params) : undefined
  const items: ListItem<K>[] = [...(from?.items ?? [])]
  let pageToken = from?.nextPage ?? undefined
  if (from && !pageToken) return { items, complete: true }
  if (from) onProgress?.(items.length)
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
      const { items } = await readEveryPage(operation, params, { fromFirstPage: true, signal })
      return { items, nextPage: null } as OpResult<K>
    },
  })
}

function freshFirstPage<K extends ListOp>(operation: K, params: NonNullable<OpParams<K>>) {
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
