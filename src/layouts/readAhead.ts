// A link's page read before the click that opens it: a pointer resting on the link (or the
// keyboard's focus) says where the user is likely to go next, usually a few hundred
// milliseconds before the click, so the page's calls leave then and the click finds their
// answers. What is read is what the matched routes' loaders declare (`reading` in ~/routing),
// through the query cache where those loaders look first. Loaded with the first pointer or
// focus on the page (src/main.tsx); links anywhere in the console are watched from the document.
import { matchRoutes, type RouteObject } from 'react-router'
import { queryClient, READ_AHEAD } from '~/api/client'
import { routeParams } from '~/params'
import { readsOf, redirectOf } from '~/routing'

/**
 * How long the pointer or the focus must stay on a link before its page is read: a pointer
 * crossing the navigation on its way elsewhere passes each link in less.
 */
const INTENT_MS = 65

/**
 * A matched route's loader. A route whose code is lazy gets it now (the router finds the
 * module loaded when the click comes): a page's module holds its loader; a list's route
 * holds the loader already, and only its page's component is fetched.
 */
async function loaderOf(route: RouteObject): Promise<unknown> {
  const { lazy } = route
  if (typeof lazy === 'function') return (await lazy()).loader
  for (const load of Object.values(lazy ?? {})) void (load as () => Promise<unknown>)().catch(() => {})
  return route.loader
}

/** What `route` reads for `params` and `search`: nothing where it declares nothing or refuses a param. */
async function readsFor(route: RouteObject, params: Record<string, string | undefined>, search: URLSearchParams) {
  try {
    return readsOf(await loaderOf(route))?.(routeParams(params), search) ?? []
  } catch {
    // code that did not arrive, or a param the route refuses: the page says so when opened
    return []
  }
}

/** Redirects followed at most, from one link: the console's go one step (a project to its instances). */
const MAX_REDIRECTS = 3

export async function readAhead(routes: RouteObject[], to: string, redirects = 0): Promise<void> {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) return
  const matches = matchRoutes(routes, url.pathname) ?? []
  // a gate (the system's: fleet viewers only) decides before anything below it is read
  const gate = matches.findIndex(({ route }) => route.middleware?.length)
  const open = gate < 0 ? matches : matches.slice(0, gate)
  // a path that redirects (an instance to its first tab): the page it lands on is read too
  const last = gate < 0 ? matches.at(-1) : undefined
  let next: string | undefined
  try {
    next = last && redirectOf(last.route.loader)?.(routeParams(last.params), url)
  } catch {
    // a param the route refuses: its page says so when opened
  }
  if (next && redirects < MAX_REDIRECTS) void readAhead(routes, next, redirects + 1)
  // each route's reads leave as soon as they are known, not after the slowest route's code;
  // what the cache holds stays as it is, as the loader would leave it; a failure is the
  // page's to show when it is opened (its loader asks again)
  await Promise.all(
    open.map(async ({ route, params }) => {
      for (const query of await readsFor(route, params, url.searchParams))
        queryClient.ensureQueryData({ ...query, meta: READ_AHEAD }).catch(() => {})
    }),
  )
}

/** The link `element` is in: one that opens a page of the console in this tab. */
function linkAt(element: EventTarget | null | undefined) {
  const link = element instanceof Element ? element.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute('download') ? link : null
}

/**
 * Reads each link's page ahead as the pointer or focus rests on it, or at once when pressed;
 * `first` is the event that had this code loaded.
 */
export function readLinksAhead(router: { routes: RouteObject[] }, first?: Event) {
  let waiting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null
  const cancel = () => {
    if (waiting) clearTimeout(waiting.timer)
    waiting = null
  }
  const read = (link: HTMLAnchorElement) => void readAhead(router.routes, link.href)
  const restOn = (link: HTMLAnchorElement | null) => {
    if (!link || link === waiting?.link) return
    cancel()
    waiting = { link, timer: setTimeout(() => read(link), INTENT_MS) }
  }
  const rest = (event: Event) => restOn(linkAt(event.target))
  const leave = (event: Event) => {
    const to = (event as FocusEvent | PointerEvent).relatedTarget
    if (waiting && !(to instanceof Node && waiting.link.contains(to))) cancel()
  }
  document.addEventListener('pointerover', rest)
  document.addEventListener('focusin', rest)
  document.addEventListener('pointerout', leave)
  document.addEventListener('focusout', leave)
  const press = (event: PointerEvent) => {
    const link = linkAt(event.target)
    // a press that opens the link elsewhere (a new tab or window) or a menu reads nothing here
    const elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
    if (link && !elsewhere) read(link)
  }
  document.addEventListener('pointerdown', press)
  // a press is a click on its way; the pointer or the focus may have moved on while this code
  // loaded, so where they are now is what counts
  if (first?.type === 'pointerdown') press(first as PointerEvent)
  else restOn(linkAt(document.querySelector('a[href]:hover')) ?? linkAt(document.activeElement))
}
