// A link's page read before the click that opens it: a pointer resting on the link (or the
// keyboard's focus) says where the user is likely to go next, usually a few hundred
// milliseconds before the click, so the page's calls leave then and the click finds their
// answers. What is read is what the matched routes' loaders declare (`reading` in ~/routing),
// through the query cache where those loaders look first. Loaded once the first page's calls
// have left (src/main.tsx); links anywhere in the console are watched from the document.
import { matchRoutes, type RouteObject } from 'react-router'
import { queryClient, READ_AHEAD } from '~/api/client'
import { routeParams } from '~/params'
import { readsOf, type AnyQuery } from '~/routing'

/**
 * How long the pointer or the focus must stay on a link before its page is read: a pointer
 * crossing the navigation on its way elsewhere passes each link in less.
 */
const INTENT_MS = 65

export function readAhead(routes: RouteObject[], to: string) {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) return
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    // a gate (the system's: fleet viewers only) decides before anything below it is read
    if (route.middleware?.length) return
    let queries: AnyQuery[] = []
    try {
      queries = readsOf(route.loader)?.(routeParams(params), url.searchParams) ?? []
    } catch {
      // a param the route refuses: its page says so when opened
    }
    // what the cache holds stays as it is, as the loader would leave it; a failure is the
    // page's to show when it is opened (its loader asks again)
    for (const query of queries) queryClient.ensureQueryData({ ...query, meta: READ_AHEAD }).catch(() => {})
  }
}

/** The link an event is on: one that opens a page of the console in this tab. */
function linkOf(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute('download') ? link : null
}

/** Reads each link's page ahead as the pointer or focus rests on it, or at once when pressed. */
export function readLinksAhead(router: { routes: RouteObject[] }) {
  let waiting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null
  const cancel = () => {
    if (waiting) clearTimeout(waiting.timer)
    waiting = null
  }
  const read = (link: HTMLAnchorElement) => readAhead(router.routes, link.href)
  const rest = (event: Event) => {
    const link = linkOf(event)
    if (!link || link === waiting?.link) return
    cancel()
    waiting = { link, timer: setTimeout(() => read(link), INTENT_MS) }
  }
  const leave = (event: Event) => {
    const to = (event as FocusEvent | PointerEvent).relatedTarget
    if (waiting && !(to instanceof Node && waiting.link.contains(to))) cancel()
  }
  document.addEventListener('pointerover', rest)
  document.addEventListener('focusin', rest)
  document.addEventListener('pointerout', leave)
  document.addEventListener('focusout', leave)
  document.addEventListener('pointerdown', (event) => {
    const link = linkOf(event)
    if (link) read(link)
  })
}
