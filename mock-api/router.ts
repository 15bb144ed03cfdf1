/**
 * One MSW handler standing for the mock's whole list. MSW tries a request against each handler
 * in turn and compiles that handler's path for every try (with the request's cookies parsed
 * again each time): 3-9 ms a request over ~270 handlers, measured in Node, paid on the page's
 * main thread in the browser. Here each path is compiled once, up front, to a pattern that
 * finds the few handlers a request can be for; MSW then runs only those, in their order, each
 * matched by the same pattern (`quickParse`) with MSW's rules, so what answers is exactly what
 * the full list would have answered.
 */
import { HttpHandler, type RequestHandler } from 'msw'
import { requestCookies } from './cookies'
import { shareOneRead } from './request-body'

type Run = RequestHandler['run']
type RunResult = Awaited<ReturnType<Run>>
type Parse = HttpHandler['parse']

type Route = {
  handler: HttpHandler
  /** upper-case method, or null for a handler of any method */
  method: string | null
  /** null where the handler matches by a predicate or a pattern MSW alone reads */
  path: RegExp | null
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A relative path of literal and `:param` segments as a pattern over a URL's pathname, as
 * loose as MSW's own matching (any case, an optional trailing slash); anything else is left
 * to MSW.
 */
export function pathPattern(path: unknown): RegExp | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /[*?()]/.test(path)) return null
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '([^/]+)' : escapeRegExp(s)))
  return new RegExp(`^${segments.join('/')}/?$`, 'i')
}

function routeOf(handler: HttpHandler): Route {
  const { method, path } = handler.info
  return {
    handler,
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path: pathPattern(path),
  }
}

/** The origin a handler's relative path stands under, as MSW takes it. */
function baseOrigin(baseUrl: string | undefined): string | undefined {
  const base = baseUrl || (typeof location !== 'undefined' ? location.href : undefined)
  return base ? new URL(base).origin : undefined
}

/**
 * A handler's parse, as MSW's but cheaper: MSW compiles the handler's path again for every
 * request it tries (path-to-regexp) and reads its own cookie jar too (./cookies says why the
 * mock needs neither). The route's pattern is compiled once; the answer is MSW's: the path
 * under the same origin, its parameters decoded as MSW decodes them, a predicate asked with
 * the cookies. Handlers whose paths only MSW reads keep MSW's parse.
 */
function quickParse(route: Route): Parse | null {
  const { path } = route.handler.info
  const pattern = route.path
  if (typeof path === 'function') {
    return async ({ request }) => {
      const cookies = requestCookies(request)
      const found = await path({ request, cookies })
      return { match: typeof found === 'boolean' ? { matches: found, params: {} } : found, cookies }
    }
  }
  if (!pattern || typeof path !== 'string') return null
  // the parameters' names, in the order of the pattern's groups
  const names = path.split('/').flatMap((s) => (s.startsWith(':') ? [s.slice(1)] : []))
  return async ({ request, resolutionContext }) => {
    const url = new URL(request.url)
    const found = baseOrigin(resolutionContext?.baseUrl) === url.origin ? pattern.exec(url.pathname) : null
    const params = found ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) : {}
    return { match: { matches: found !== null, params }, cookies: requestCookies(request) }
  }
}

/** The handlers a request may be for, in the list's order (a superset of those MSW would match). */
function candidates(routes: Route[], request: Request): HttpHandler[] {
  const method = request.method.toUpperCase()
  const { pathname } = new URL(request.url)
  return routes
    .filter((r) => (r.method === null || r.method === method) && (r.path === null || r.path.test(pathname)))
    .map((r) => r.handler)
}

/** The handlers of `handlers`, behind one that runs only those a request may be for. */
export function routed(handlers: HttpHandler[]): HttpHandler {
  const routes = handlers.map(routeOf)
  for (const route of routes) {
    const parse = quickParse(route)
    if (parse) route.handler.parse = parse
  }
  const router = new HttpHandler(
    /.*/,
    () => false,
    () => undefined,
  )
  // MSW's own executeHandlers, over the candidates: the first response wins; without one,
  // the last handler that matched stands (MSW reads it for its warnings)
  router.run = async (args: Parameters<Run>[0]): Promise<RunResult> => {
    // the size check, the JSON checks and the handler all read the body: once, between them
    shareOneRead(args.request)
    let last: RunResult = null
    for (const handler of candidates(routes, args.request)) {
      const result = await handler.run(args)
      if (result !== null) last = result
      if (result?.response) break
    }
    return last
  }
  return router
}
