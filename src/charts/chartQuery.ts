import type { UseQueryResult } from '@tanstack/react-query'

/**
 * Options for the query of a chart over a picked range. A refresh moves a preset's window
 * and so changes the query's key: keep the old chart up, dimmed, until the new answer is
 * in, rather than flashing a loading state. Not for another range, though: its data has
 * another window, and would be drawn (and turned into percentages) as if it had this one.
 */
export const keepWhileRefreshing = (rangeKey: string) => ({
  meta: { rangeKey },
  placeholderData: <T>(previous: T | undefined, previousQuery?: { meta?: Record<string, unknown> }) =>
    previousQuery?.meta?.rangeKey === rangeKey ? previous : undefined,
})

/** What a chart card shows of its query's state. */
export const chartState = (query: UseQueryResult<unknown>) => ({
  status: query.status,
  error: query.error,
  updating: query.isPlaceholderData || (query.isFetching && !query.isPending),
  onRetry: () => void query.refetch(),
})
