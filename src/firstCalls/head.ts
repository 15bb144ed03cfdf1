// The first page's calls, sent from a small script the page's head names, before the entry
// has come. Run as text of its own (`headScript`, a file the build writes beside the bundle's
// and the page's head loads `async`), so `sendFirstCalls` may use nothing from outside itself.

/**
 * The calls of each page the head sends for (`table.json`, written from the route table by
 * `table.test.ts`): `pages` pairs a path pattern, whose `{name}` segments stand for route
 * params (and whose `?tab=` names the tab of a page with tabs in its search), with the URLs
 * of the calls a first visit of it makes (the same `{name}`s in them), the files of its code
 * past the entry's (`table.json` names their source modules, the build's head script the
 * files it made of them) and the page's lists (`PageList`); `headers` are those the API
 * client sends with every call, `allItems` the page size of a list read whole. A page of a
 * time range's data (src/charts/rangeRoute.ts) has `{start}` and `{end}` in its URLs: the range
 * its search names, resolved as its loader does.
 */
export type FirstCallsTable = {
  headers: Record<string, string>
  allItems: number
  /** a range page's presets (`?range=`) and their lengths in ms, its default first */
  ranges: [preset: string, ms: number][]
  pages: [pattern: string, urls: string[], code?: string[], lists?: PageList[]][]
}

/**
 * A list of a page, whose view (sort, filter, page) is in the search: which of the page's URLs
 * is its call (a first page, `limit=` last), the key naming its params in the search (empty for
 * none, src/table/list.ts `paramName`), and whether the API sorts it by name (`sortBy`).
 */
export type PageList = [at: number, key: string, sortsByName: boolean]

/**
 * What the head leaves for the API client (./adopt.ts): when it ran (`at`, the page's clock)
 * and each call's URL, with the answer on its way, or `null` where the calls cannot leave
 * yet (the in-browser mock has not started: they leave with the client, counted from `at`).
 * A page reads each URL once (one query a call: `table.test.ts` checks), so one read takes it.
 */
export type FirstCalls = {
  at: number
  calls: Record<string, Promise<Response> | null>
  /** on a range page, the instant (`Date.now()`) its range was resolved at, for its loader to take */
  now?: number
}

/** Where the head leaves `FirstCalls` on the page's `window`. */
export const FIRST_CALLS_KEY = '__consoleFirstCalls'

/**
 * On a page of `table` (its path exactly; a param only as letters, digits and dashes, every
 * name and id the API has: a segment any other way is no page's, and goes into no URL; its
 * tab, if any, exactly), asks for the page's code past the entry's, and, where the search
 * holds nothing but its lists' views (whose calls are then the ones the views read), sends
 * the page's calls (`send`) or notes them (the in-browser mock), leaving what it did at
 * `window[key]`.
 */
function sendFirstCalls(table: FirstCallsTable, send: boolean, key: string, win: typeof window = window) {
  const { pathname, search } = win.location
  const segments = pathname.split('/')
  const query = new win.URLSearchParams(search)
  const paramName = (listKey: string, name: string) => (listKey ? `${listKey}-${name}` : name)
  const apiSorts: Record<string, string> = { name: 'name_ascending', '-name': 'name_descending', id: 'id_ascending' }
  /**
   * The list's call for the view the search names, as its loader reads it (src/table/list.ts,
   * view.ts): filtered, or sorted by what the API cannot sort by, the first page of the list
   * read whole; else the page named (`?limit=`, `?page=`), in the API's order by name or id
   * where asked. A state the list does not have, which the list ignores, is taken for a
   * filter: that call goes untaken, and the page sends its own.
   */
  const viewCall = (url: string, listKey: string, sortsByName: boolean) => {
    const get = (name: string) => query.get(paramName(listKey, name))
    const sort = get('sort')?.trim() ?? ''
    const sortBy = sortsByName && apiSorts[sort]
    if (get('q')?.trim() || get('state')?.trim() || (sort.replace(/^-/, '') && !sortBy))
      return url.replace(/\d+$/, String(table.allItems))
    const limit = Number(get('limit'))
    const page = get('page')
    return (
      (Number.isInteger(limit) && limit > 0 && limit <= table.allItems ? url.replace(/\d+$/, String(limit)) : url) +
      (page === null ? '' : `&page_token=${encodeURIComponent(page)}`) +
      (sortBy ? `&sort_by=${sortBy}` : '')
    )
  }
  for (const [pattern, templates, code = [], lists = []] of table.pages) {
    // a page whose tab is in its search (`?tab=`) has an entry for each tab, and one for none
    const [path, tab = null] = pattern.split('?tab=')
    const parts = path.split('/')
    const params: Record<string, string> = {}
    const matches =
      query.get('tab') === tab &&
      parts.length === segments.length &&
      parts.every((part, i) => {
        const param = /^\{(\w+)\}$/.exec(part)
        if (!param) return part === segments[i]
        params[param[1]] = segments[i]
        return /^[A-Za-z0-9-]{1,63}$/.test(segments[i])
      })
    if (!matches) continue
    // beside the entry's files, rather than once the entry has run and the router asked for
    // them one after another (the area's routes, then the page's); after the first call (the
    // page's own, or the system's gate's, which every loader there waits on) but before the
    // rest, which would otherwise hold the browser's connections
    const preload = () => {
      for (const file of code) {
        const link = win.document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = file
        win.document.head.append(link)
      }
    }
    // a search holding anything but its lists' views: its calls are not known here
    const viewed = lists.flatMap(([, listKey]) =>
      ['limit', 'page', 'sort', 'q', 'state'].map((name) => paramName(listKey, name)),
    )
    if (tab) viewed.push('tab')
    // a range page's calls are its range's alone (its filters and the entry opened over it
    // are the page's own): a custom range is left to its loader, which checks it
    const ranged = templates.some((template) => template.includes('{end}'))
    if ([...query.keys()].some((name) => (ranged ? /^(start|end)$/.test(name) : !viewed.includes(name))))
      return preload()
    let now: number | undefined
    if (ranged) {
      // as src/charts/timeRange.ts resolves a preset: it ends on the second after now
      const [, ms] = table.ranges.find(([preset]) => preset === query.get('range')) ?? table.ranges[0]
      now = win.Date.now()
      const end = Math.floor(now / 1000) * 1000 + 1000
      const iso = (instant: number) => encodeURIComponent(new win.Date(instant).toISOString())
      params.start = iso(end - ms)
      params.end = iso(end)
    }
    const urls = templates.map((template) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]))
    for (const [at, listKey, sortsByName] of lists) urls[at] = viewCall(urls[at], listKey, sortsByName)
    const at = win.performance.now()
    const calls: FirstCalls['calls'] = Object.create(null)
    const call = (url: string) => {
      const answer = send ? win.fetch(url, { headers: table.headers }) : null
      // an answer no one takes (the page moved on first) is no error of the page's
      answer?.catch(() => {})
      calls[url] = answer
    }
    urls.slice(0, 1).forEach(call)
    preload()
    urls.slice(1).forEach(call)
    Reflect.set(win, key, { at, calls, now } satisfies FirstCalls)
    return
  }
}

/** The head's script: `sendFirstCalls` run on `table`, as the text of a file of its own. */
export const headScript = (table: FirstCallsTable, send: boolean) =>
  `(${sendFirstCalls.toString()})(${JSON.stringify(table)},${send},${JSON.stringify(FIRST_CALLS_KEY)})\n`

/**
 * Once the first page has its data, whatever the head sent that the page did not take is
 * dropped: a later read of that URL (after a change) must be answered anew.
 */
export const forgetFirstCalls = () => void Reflect.deleteProperty(globalThis, FIRST_CALLS_KEY)

/**
 * The instant the head resolved a range page's range at, once: the page's loader resolves its
 * range at the same instant, so its calls are the head's (src/charts/rangeRoute.ts).
 */
export function takeHeadInstant(): number | undefined {
  const head: FirstCalls | undefined = Reflect.get(globalThis, FIRST_CALLS_KEY)
  const now = head?.now
  if (head) delete head.now
  return now
}
