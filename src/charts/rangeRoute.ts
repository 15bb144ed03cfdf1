// The route of a page of a time range's data (the audit log, the utilization pages): its
// loader, in the route table, starts the range's reads as soon as the route matches, beside
// the page's code on its way, and tells the page the instant it resolved the range at, so
// that the page (`useTimeRange`) keys its queries as the loader did.
import type { EnsureInfiniteQueryDataOptions } from '@tanstack/react-query'
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router'
import { takeHeadInstant } from '~/firstCalls/head'
import { codePage, listPage } from '~/resourceRoutes'
import type { AnyQuery } from '~/routing'
import { rangeFromSearch, rangeKey, resolveRange, type TimeRange } from './timeRange'

/** The instant a page's loader resolved the URL's range at (`rangeAt`), by the range it names. */
export type RangeAt = { rangeKey: string; nowMs: number }

/**
 * For a page's loader: the range the URL names, resolved now, and the instant it was resolved
 * at, which the loader returns for the page to key its queries by. Otherwise the page,
 * rendering once the loader's calls have come, would resolve a preset a second later, key its
 * queries anew and read the range again.
 */
export function rangeAt(search: URLSearchParams, nowMs = Date.now()): RangeAt & { range: TimeRange } {
  const spec = rangeFromSearch(search)
  return { rangeKey: rangeKey(spec), nowMs, range: resolveRange(spec, nowMs) }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyInfiniteQuery = EnsureInfiniteQueryDataOptions<any, any, any, any, any>
type RangeRead = AnyQuery | AnyInfiniteQuery
/** What a range page reads over the range a search names, resolved now. */
const rangeReadsOfLoaders = new WeakMap<object, (search: URLSearchParams) => RangeRead[]>()

/**
 * A range page's loader: `read` starts the page's reads over the range the URL names (and waits
 * for those the page cannot show without); it returns the instant the range was resolved at:
 * on a first visit, the instant the page's head resolved it at, whose calls it sent.
 * `firstReads` declares those of its reads the head sends (src/firstCalls): unlike the page's
 * other reads (`reading`), not read ahead of a click on a link, which would resolve the
 * range again (a preset ends on the second after the click).
 */
export function rangeLoader(read: (range: TimeRange) => unknown, firstReads?: (range: TimeRange) => RangeRead[]) {
  const loader = async ({ request }: LoaderFunctionArgs): Promise<RangeAt> => {
    const { range, ...at } = rangeAt(new URL(request.url).searchParams, takeHeadInstant())
    await read(range)
    return at
  }
  if (firstReads) rangeReadsOfLoaders.set(loader, (search) => firstReads(rangeAt(search).range))
  return loader
}

/** The reads a range page's `loader` declares for the head (`rangeLoader`'s `firstReads`). */
export const rangeReadsOf = (loader: unknown) =>
  typeof loader === 'function' ? rangeReadsOfLoaders.get(loader) : undefined

/**
 * A range page's loader runs again when another range is picked, or the same address is
 * opened again (a refresh, "Try again"), but not for the rest of its query string (filters,
 * an entry opened over the list): that would resolve the range anew and read it again.
 */
export const onAnotherRange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate &&
  (currentUrl.href === nextUrl.href ||
    rangeKey(rangeFromSearch(currentUrl.searchParams)) !== rangeKey(rangeFromSearch(nextUrl.searchParams)))

/** The page at `path`: `loader` returns `rangeAt`'s instant; `Component` of `load` is the page. */
export const rangePage = <M extends Record<string, unknown>>(
  path: string,
  crumb: string,
  loader: LoaderFunction,
  load: () => Promise<M>,
  Component: keyof M & string,
) => codePage(path, crumb, { ...listPage({ loader }, load, Component), shouldRevalidate: onAnotherRange })
