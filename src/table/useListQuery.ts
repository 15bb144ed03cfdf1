import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { apiq, PAGE_SIZE, type OpName, type OpParams, type OpResult } from '~/api/client'

type ListOp = {
  [K in OpName]: OpResult<K> extends { items: unknown[]; nextPage?: string | null } ? K : never
}[OpName]

type Item<K extends ListOp> = OpResult<K> extends { items: (infer I)[] } ? I : never

/** Query params of a list op, with the page params filled in. */
type BaseParams<K extends ListOp> = Omit<NonNullable<OpParams<K>>, 'query'> & {
  query?: Omit<NonNullable<NonNullable<OpParams<K>> extends { query?: infer Q } ? Q : never>, 'limit' | 'pageToken'>
}

const readLimit = (raw: string | null) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 && n <= 1000 ? n : PAGE_SIZE
}

/**
 * One page of a list call. The page size and page token live in the URL, so a page can
 * be shared and reloaded; the previous page stays on screen while the next one loads.
 */
export function useListQuery<K extends ListOp>(
  operation: K,
  params: BaseParams<K>,
  options: { pollWhile?: (items: Item<K>[]) => boolean; pollMs?: number } = {},
) {
  const [search, setSearch] = useSearchParams()
  const limit = readLimit(search.get('limit'))
  const pageToken = search.get('page') ?? undefined
  // tokens of the pages before this one; lost on reload, where "previous" starts over
  const [history, setHistory] = useState<(string | undefined)[]>([])

  const fullParams = { ...params, query: { ...params.query, limit, pageToken } } as OpParams<K>
  const { pollWhile, pollMs = 1000 } = options
  const query = useQuery({
    ...apiq(operation, fullParams),
    placeholderData: keepPreviousData,
    // keep asking only while something on the page is on its way to another state
    refetchInterval: pollWhile
      ? (q) =>
          pollWhile(((q.state.data as { items?: Item<K>[] } | undefined)?.items ?? []) as Item<K>[]) ? pollMs : false
      : undefined,
  })
  const data = query.data as OpResult<K> | undefined
  const items = ((data as { items?: Item<K>[] } | undefined)?.items ?? []) as Item<K>[]
  const nextPage = (data as { nextPage?: string | null } | undefined)?.nextPage ?? null

  const go = (token: string | undefined, nextLimit = limit) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (token) next.set('page', token)
        else next.delete('page')
        if (nextLimit === PAGE_SIZE) next.delete('limit')
        else next.set('limit', String(nextLimit))
        return next
      },
      { preventScrollReset: true },
    )

  const first = history.length * limit + 1
  return {
    query,
    items,
    pagination: {
      pageSize: limit,
      hasPrev: pageToken !== undefined,
      hasNext: !!nextPage,
      range: [items.length ? first : 0, first + items.length - 1] as [number, number],
      onNext: () => {
        if (!nextPage) return
        setHistory((h) => [...h, pageToken])
        go(nextPage)
      },
      onPrev: () => {
        const prev = history.at(-1)
        setHistory((h) => h.slice(0, -1))
        go(prev)
      },
      onPageSize: (size: number) => {
        setHistory([])
        go(undefined, size)
      },
    },
  }
}

/** Query params a route loader prefetches, matching the first page that useListQuery reads. */
export function firstPageParams(search: URLSearchParams) {
  return { limit: readLimit(search.get('limit')), pageToken: search.get('page') ?? undefined }
}
