// The next page of a list, asked for while the user reads this one, so that Next shows it at
// once instead of after a round trip. It waits a moment after this page's answer, so the calls
// this page's cells make go first, and asks at most once a minute for the same page (a polled
// list answers again every second, with the same next page). Lives in the views' lazy module:
// the list's first load carries only the query it is given.
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AnyQuery } from '~/routing'

/** How long after this page's answer the next one is asked for. */
const NEXT_PAGE_AFTER_MS = 300

export function usePrefetchedNextPage(next: AnyQuery | null) {
  const client = useQueryClient()
  const key = next && hashKey(next.queryKey)
  useEffect(() => {
    if (!next) return
    const timer = setTimeout(() => void client.prefetchQuery({ ...next, staleTime: 60_000 }), NEXT_PAGE_AFTER_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's hash stands for the query
  }, [key, client])
}
