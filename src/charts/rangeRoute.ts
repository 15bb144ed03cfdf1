// The route of a page of a time range's data (the audit log, the utilization pages): its
// loader, in the route table, starts the range's reads as soon as the route matches, beside
// the page's code on its way, and tells the page the instant it resolved the range at, so
// that the page (`useTimeRange`) keys its queries as the loader did.
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router'
import { codePage, listPage } from '~/resourceRoutes'
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

/**
 * A range page's loader: `read` starts the page's reads over the range the URL names (and waits
 * for those the page cannot show without); it returns the instant the range was resolved at.
 */
export const rangeLoader =
  (read: (range: TimeRange) => unknown) =>
  async ({ request }: LoaderFunctionArgs): Promise<RangeAt> => {
    const { range, ...at } = rangeAt(new URL(request.url).searchParams)
    await read(range)
    return at
  }

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
