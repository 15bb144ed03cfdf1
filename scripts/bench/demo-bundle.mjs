// Figures of the demo bundle (in-browser mock with its 200-400 ms delay per call): a first
// visit to an instance list, what it fetched before its first row, and a client navigation
// to another list, against the mock's round trip as the page sees it.
import { firstCellOf, firstShownAt, inFreshContext } from './browser.mjs'
import { FILE_LATENCY_MS, POINTER_REST_MS, median } from './figures.mjs'
import { clientNavigation, countFetches, pageThrough, roundTripMs } from './in-page.mjs'

/** What a request over the network was for, in a few words: the page, its code. */
function kindOf(request, base) {
  const url = new URL(request.url())
  if (url.origin !== new URL(base).origin) return 'elsewhere'
  return request.resourceType()
}

/** Loads the instance list in `page`; resolves to when its first row showed. */
async function instanceListFirstRow(page, base) {
  await page.goto(`${base}/projects/demo-project/instances`, { waitUntil: 'commit' })
  return firstShownAt(page, firstCellOf('Instances'))
}

/**
 * The instance list's first row on a first visit with every file `FILE_LATENCY_MS` away. The
 * calls themselves, answered by the mock in the page, are not slowed.
 */
async function firstRowWithSlowFiles(browser, base) {
  return inFreshContext(browser, async (page, context) => {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: FILE_LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    return instanceListFirstRow(page, base)
  })
}

/**
 * A first row's time hangs on a random draw, the list call's 200-400 ms delay: one visit a run
 * made the figure a median of BENCH_RUNS draws (3 runs: ±35 ms from the draws alone). Each run
 * makes this many more, each in a fresh context like the first, and takes their median. So
 * does the navigation to Disks, made in each of those tabs: it waits for one draw as well, and
 * one navigation a run was met or missed by its draw alone (a disk call of 394 ms against a
 * median round trip of 277).
 */
const MORE_FIRST_VISITS = 4

/** Instances → Disks through the project's navigation (./in-page.mjs `clientNavigation`) */
const TO_DISKS = {
  link: { nav: 'Project', text: 'Disks' },
  label: 'Disks',
  firstCell: 'analytics-worker-boot',
  rows: 15,
}

/** That navigation once the instance list is shown and quiet, its first row split around the disk list call. */
async function navigationToDisks(page) {
  await page.waitForLoadState('networkidle')
  return page.evaluate(clientNavigation, { ...TO_DISKS, listCall: '/v1/disks' })
}

/** A first visit, nothing of the console in the browser yet: its first row, then the navigation to Disks. */
const firstVisit = (browser, base) =>
  inFreshContext(browser, async (page, context) => {
    await context.addInitScript(countFetches)
    const firstRowMs = await instanceListFirstRow(page, base)
    return { firstRowMs, nav: await navigationToDisks(page) }
  })

/** The navigations' figures: medians, and each one's split for the notes. */
function navigationFigures(navs) {
  const told = (n) =>
    n.firstRowSplit
      ? `${n.firstRowMs.toFixed(0)} (left @${n.firstRowSplit.beforeCallMs.toFixed(0)}, answered ${n.firstRowSplit.callMs.toFixed(0)} ms later, row ${n.firstRowSplit.afterAnswerMs.toFixed(0)} ms after)`
      : `${n.firstRowMs.toFixed(0)} (no disk list call answered before the first row)`
  const split = navs.filter((n) => n.firstRowSplit)
  return {
    demoNavMs: median(navs.map((n) => n.firstRowMs)),
    demoNavOwnCallMs: split.length ? median(split.map((n) => n.firstRowSplit.callMs)) : Number.NaN,
    demoNavOtherMs: split.length ? median(split.map((n) => n.firstRowMs - n.firstRowSplit.callMs)) : Number.NaN,
    demoNavSplit: navs.map(told).join(', '),
    demoNavCompleteMs: median(navs.map((n) => n.completeMs)),
    demoNavCalls: navs[0].fetched.length,
  }
}

/**
 * The instance list's first row when the page is loaded again as soon as its first visit has
 * shown it (a reload, or a link that loads the page): its code in the browser's cache.
 */
async function firstRowLoadedAgain(browser, base) {
  return inFreshContext(browser, async (page) => {
    await instanceListFirstRow(page, base)
    return instanceListFirstRow(page, base)
  })
}

/**
 * The navigation Instances → Disks once the pointer has rested on the link, as a user's does
 * before a click: the console reads the page then (src/layouts/readAhead.ts). In a tab of its
 * own, so that nothing of the disks is in the cache yet.
 */
async function navigationAfterRest(browser, base) {
  return inFreshContext(browser, async (page, context) => {
    await context.addInitScript(countFetches)
    await page.goto(`${base}/projects/demo-project/instances`)
    await firstShownAt(page, firstCellOf('Instances'))
    await page.waitForLoadState('networkidle')
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Disks' }).hover()
    await page.waitForTimeout(POINTER_REST_MS)
    const nav = await page.evaluate(clientNavigation, TO_DISKS)
    return nav.firstRowMs
  })
}

export async function measureDemo(browser, base, bundle) {
  return inFreshContext(browser, async (page, context) => {
    await context.addInitScript(countFetches)
    const requests = []
    page.on('request', (request) => requests.push({ request, seenAt: Date.now() }))
    await page.goto(`${base}/projects/demo-project/instances`, { waitUntil: 'commit' })
    const firstRowMs = await firstShownAt(page, firstCellOf('Instances'))
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    await page.waitForLoadState('networkidle')
    // a request's own start time once it has answered; when it never did, when it was seen
    const startOf = ({ request, seenAt }) => {
      const t = request.timing().startTime
      return t > 0 ? t : seenAt
    }
    const before = requests.filter((r) => startOf(r) <= timeOrigin + firstRowMs)
    const byKind = {}
    for (const { request } of before) {
      const kind = kindOf(request, base)
      byKind[kind] = (byKind[kind] ?? 0) + 1
    }
    // the API's calls, which the mock answers in the page: requests on a real API all the same
    const calls = await page.evaluate(() => window.__benchFetches)
    const callsBefore = calls.started
      .map((url, i) => ({ url, startedAt: calls.startedAt[i], sentAt: calls.sentAt[i] }))
      .filter((call) => call.startedAt <= firstRowMs)
    byKind.api = callsBefore.length
    // where the time before the first row went: the code arriving, the calls leaving
    const at = (t) => (t - timeOrigin).toFixed(0)
    const endOf = ({ request }) => request.timing().startTime + request.timing().responseEnd
    const code = before.filter(({ request }) => ['script', 'stylesheet'].includes(request.resourceType()))
    const others = before.filter(({ request }) => !['script', 'stylesheet', 'fetch'].includes(request.resourceType()))
    const domContentLoaded = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    )
    const scripts = code.map(({ request }) => new URL(request.url()).pathname.slice(1)).filter((f) => f.endsWith('.js'))
    const consoleScripts = bundle.consoleFiles(scripts)
    const timeline = [
      `scripts: ${consoleScripts.length} of the console (${bundle.gzipKb(consoleScripts).toFixed(1)} KB gzip), ${scripts.length - consoleScripts.length} only for the in-browser mock (${bundle.gzipKb(scripts).toFixed(1)} KB with them)`,
      `${code.length} scripts and stylesheets from @${at(Math.min(...code.map(startOf)))} to @${at(Math.max(...code.map(endOf)))} (answered)`,
      ...others.map(
        (r) => `${r.request.resourceType()} ${new URL(r.request.url()).pathname} @${at(startOf(r))}-${at(endOf(r))}`,
      ),
      `DOMContentLoaded @${domContentLoaded.toFixed(0)}`,
      `the mock takes its first call @${callsBefore[0]?.startedAt.toFixed(0) ?? '(none)'}`,
      `first row @${firstRowMs.toFixed(0)}`,
    ]
    // when the page sent each, had the mock been up (the mock's round trip counts from there),
    // and when the mock took it
    const apiBefore = callsBefore.map(
      ({ url, startedAt, sentAt }) =>
        `${new URL(url, base).pathname} ${sentAt === null ? '' : `sent @${sentAt.toFixed(0)}, `}taken @${startedAt.toFixed(0)}`,
    )

    // another list of the same project, through the project's navigation
    const nav = await navigationToDisks(page)
    const rttMs = await page.evaluate(roundTripMs, { url: '/v1/ping', n: 15 })
    // paging a long list the way a user does: each page read for a second before Next
    await page.evaluate(clientNavigation, {
      path: '/projects/scale-test/instances?limit=10',
      label: 'Instances',
      firstCell: 'inst-0001',
      rows: 10,
    })
    const reading = await page.evaluate(pageThrough, { label: 'Instances', maxPages: 6, readMs: 1000, untilRow: true })
    // a second visit in the same tab: the code in the browser's cache
    await page.goto(`${base}/projects/demo-project/instances`, { waitUntil: 'commit' })
    const warmFirstRowMs = await firstShownAt(page, firstCellOf('Instances'))
    const warm = await page.evaluate(() => ({
      calls: window.__benchFetches.started.map(
        (url, i) => `${new URL(url, location.href).pathname} @${window.__benchFetches.startedAt[i].toFixed(0)}`,
      ),
      domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ start: e.startTime, end: e.responseEnd })),
    }))
    const warmScripts = `${warm.scripts.length} scripts from @${Math.min(...warm.scripts.map((e) => e.start)).toFixed(0)} to @${Math.max(...warm.scripts.map((e) => e.end)).toFixed(0)}`
    const firstVisits = [firstRowMs]
    const navs = [nav]
    for (let i = 0; i < MORE_FIRST_VISITS; i++) {
      const visit = await firstVisit(browser, base)
      firstVisits.push(visit.firstRowMs)
      navs.push(visit.nav)
    }
    return {
      demoFirstRowMs: median(firstVisits),
      demoFirstVisits: firstVisits.map((v) => v.toFixed(0)).join(', '),
      demoSlowFilesFirstRowMs: await firstRowWithSlowFiles(browser, base),
      demoAgainFirstRowMs: await firstRowLoadedAgain(browser, base),
      demoRequests: before.length + callsBefore.length,
      demoRequestKinds: Object.entries(byKind)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
      demoApiBefore: apiBefore.join(', '),
      demoTimeline: timeline.join('; '),
      ...navigationFigures(navs),
      demoRestedNavMs: await navigationAfterRest(browser, base),
      demoRttMs: rttMs,
      demoReadNextMs: median(reading.pageMs),
      demoWarmFirstRowMs: warmFirstRowMs,
      demoWarmTimeline: `${warmScripts}; DOMContentLoaded @${warm.domContentLoaded.toFixed(0)}; API calls: ${warm.calls.join(', ')}; first row @${warmFirstRowMs.toFixed(0)}`,
    }
  })
}
