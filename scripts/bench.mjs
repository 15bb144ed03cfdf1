// npm run bench: every figure of issue 16's budget table, as medians of BENCH_RUNS runs (7),
// each against its budget, in headless Chromium. Modules in scripts/bench/:
// - test bundle (in-browser mock, no delay): list pages, paging, heap, 10,000 disks, upload;
// - demo bundle (in-browser mock, 200-400 ms per call): first row, requests, navigation, and
//   the access page in a silo of 10,000 users (no budget);
// - production bundle behind the remote proxy to the mock's Node server: initial JS+CSS,
//   upload, Lighthouse.
// Flags: --no-build (use the built bundles), --skip-lighthouse, --only <group>[,<group>]
// (demo, access, bundle, lists, disks, rules, upload, remote-upload, lighthouse; the machine's yardstick is
// measured every run, whatever the groups). Ports: BENCH_PORT (4299)
// and the five after it. A missed budget is printed as NO; only a crash exits non-zero.
import { FIGURES, median, printTable } from './bench/figures.mjs'
import { build, bundleOf } from './bench/bundles.mjs'
import { launchBrowser } from './bench/browser.mjs'
import { measureAccess } from './bench/access.mjs'
import { measureDemo } from './bench/demo-bundle.mjs'
import { measureInitialAssets, signIn } from './bench/production.mjs'
import { startPreview, startServer, stopServers } from './bench/servers.mjs'
import { FIRST_PAGE_DRAWS, measureDisks, measureLists, measureRules } from './bench/test-bundle.mjs'
import { measureUploadCeiling, startSink } from './bench/upload-ceiling.mjs'
import { makeUploadFile, measureUpload } from './bench/upload.mjs'
import { measureYardstick } from './bench/yardstick.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const PORT = Number(process.env.BENCH_PORT ?? 4299)
const ports = {
  test: PORT,
  demo: PORT + 1,
  mockServer: PORT + 2,
  remote: PORT + 3,
  lighthouse: PORT + 4,
  sink: PORT + 5,
}
const url = (port) => `http://127.0.0.1:${port}`

const argv = process.argv.slice(2)
const onlyAt = argv.indexOf('--only')
const allGroups = [...new Set(FIGURES.map((f) => f.group))]
const groups = new Set(onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',') : allGroups)
if (argv.includes('--skip-lighthouse')) groups.delete('lighthouse')
const unknown = [...groups].filter((g) => !allGroups.includes(g))
if (unknown.length) throw new Error(`unknown group ${unknown.join(', ')}: one of ${allGroups.join(', ')}`)
const wants = (...gs) => gs.some((g) => groups.has(g))

const needs = {
  test: wants('lists', 'disks', 'rules', 'upload'),
  demo: wants('demo', 'access'),
  production: wants('bundle', 'remote-upload', 'lighthouse'),
}

if (!argv.includes('--no-build')) {
  if (needs.test) build('test')
  if (needs.demo) build('demo')
  if (needs.production) build('production')
}

// imported only when wanted (the package is large, development runs skip it), but before any
// figure is measured, so that a missing install fails at once rather than after every run
const lighthouseModule = wants('lighthouse')
  ? await import('./bench/lighthouse.mjs').catch((e) => {
      throw new Error('the lighthouse group needs the lighthouse package: npm install', { cause: e })
    })
  : null

const runs = Array.from({ length: RUNS }, () => ({}))
/** Notes that explain the figures, by group: from the last run, but the demo's timelines of all */
const notes = {}
const uploadFile = wants('upload', 'remote-upload') ? makeUploadFile() : null
let browser
try {
  if (needs.test) await startPreview('test', ports.test)
  if (needs.demo) await startPreview('demo', ports.demo)
  if (needs.production) {
    await startServer('mock API server', 'npx', ['tsx', 'mock-api/server.ts'], {
      env: { PORT: String(ports.mockServer) },
      readyUrl: `${url(ports.mockServer)}/v1/ping`,
    })
    await startPreview('production', ports.remote, { API_MODE: 'remote', API_HOST: url(ports.mockServer) })
  }
  const sink = wants('remote-upload') ? await startSink(ports.sink, 'dist') : undefined
  browser = await launchBrowser()
  const session = needs.production ? await signIn(browser, url(ports.remote)) : undefined

  for (const [i, run] of runs.entries()) {
    process.stderr.write(`run ${i + 1} of ${RUNS}: ${[...groups].filter((g) => g !== 'lighthouse').join(', ')}\n`)
    // every run, whatever the groups: the figures are read against it
    run.yardstickMs = await measureYardstick(browser)
    if (wants('demo')) {
      const demo = await measureDemo(browser, url(ports.demo), bundleOf('demo'))
      Object.assign(run, demo)
      notes.demo = [
        `Requests before the first row (demo bundle), by kind: ${demo.demoRequestKinds}`,
        `Client navigation Instances → Disks made ${demo.demoNavCalls} API calls`,
      ]
      // the timelines of every run: the order in which things happen varies between runs
      notes.demoTimelines = [
        ...(notes.demoTimelines ?? []),
        `Run ${i + 1}, first rows of its first visits (ms; their median is the run's figure): ${demo.demoFirstVisits}`,
        `Run ${i + 1}, first visit (ms after navigation start): API calls ${demo.demoApiBefore}; ${demo.demoTimeline}`,
        `Run ${i + 1}, second visit: ${demo.demoWarmTimeline}`,
        `Run ${i + 1}, navigations Instances → Disks, one in each first visit's tab: first rows (ms after the click; their median is the run's figure) ${demo.demoNavSplit}`,
      ]
    }
    if (wants('access')) {
      const { accessDraws, ...access } = await measureAccess(browser, url(ports.demo))
      Object.assign(run, access)
      notes.access = [...(notes.access ?? []), `Run ${i + 1}, the access page's first visits (ms): ${accessDraws}`]
    }
    if (wants('bundle')) {
      const { prodJsMakeup, ...bundle } = await measureInitialAssets(
        browser,
        url(ports.remote),
        bundleOf('production'),
        session,
      )
      Object.assign(run, bundle)
      const makeup = prodJsMakeup
        ? prodJsMakeup.map(([owner, kb]) => `${owner} ${kb.toFixed(1)} KB`).join(', ')
        : 'not known (a bundle built without BUNDLE_REPORT=1)'
      notes.bundle = [
        `Production bundle: ${bundle.prodLaterKb.toFixed(1)} KB gzip more JS/CSS fetched after the first row`,
        `Production bundle, initial JS by package (gzip, each one's share of its chunks): ${makeup}`,
      ]
    }
    if (wants('lists')) {
      const lists = await measureLists(browser, url(ports.test), bundleOf('test'))
      Object.assign(run, lists)
      notes.firstPageDraws = [
        ...(notes.firstPageDraws ?? []),
        `Run ${i + 1}, 50-instance pages, complete (first row), ms; their median is the run's figure: ${lists.scalePageDraws}`,
      ]
      notes.lists = [
        `API calls of the 50-instance page: ${lists.scalePageCallList}`,
        `2,000 instances' next pages: the page's longest API call took ${lists.instancePagingApiMs.toFixed(0)} ms (median) of the ${lists.instancePagingMs.toFixed(0)} ms`,
      ]
    }
    if (wants('disks')) {
      // the counts take turns, so that the machine's drift falls on each alike; a page as full
      // as the 10,000 disks' first (50) tells what 40 more rows cost, apart from the total
      const draws = { 10: [], 50: [], 10_000: [] }
      for (let d = 0; d < FIRST_PAGE_DRAWS; d++) {
        for (const count of [10, 50, 10_000]) {
          const paging = count === 10_000 && d === FIRST_PAGE_DRAWS - 1
          draws[count].push(await measureDisks(browser, url(ports.test), count, { paging }))
        }
      }
      const firstPage = (count) => median(draws[count].map((d) => d.firstPageMs))
      const [small, large] = [draws[10][0], draws[10_000].at(-1)]
      Object.assign(run, {
        disks10FirstMs: firstPage(10),
        disks50FirstMs: firstPage(50),
        disks10kFirstMs: firstPage(10_000),
        disksNextPageMs: large.nextPageMs,
        disksSlowestPageMs: large.slowestPageMs,
        disksHeapMb: large.heapMb,
        disksHeapFirstPageMb: large.heapAtFirstPageMb,
      })
      notes.disks = [
        `Disks' first page: ${small.firstPageCalls} API calls, the longest ${small.firstPageLongestCallMs.toFixed(0)} ms (10 disks); ${large.firstPageCalls} calls, the longest ${large.firstPageLongestCallMs.toFixed(0)} ms (10,000)`,
        `Disks' next pages: the page's longest API call took ${large.nextPageApiMs.toFixed(0)} ms (median) of the ${large.nextPageMs.toFixed(0)} ms`,
      ]
      notes.firstPageDraws = [
        ...(notes.firstPageDraws ?? []),
        `Run ${i + 1}, disks' first pages (ms; their median is the run's figure): 10 disks ${draws[10].map((d) => d.firstPageMs.toFixed(0)).join(', ')}; 50 disks ${draws[50].map((d) => d.firstPageMs.toFixed(0)).join(', ')}; 10,000 disks ${draws[10_000].map((d) => d.firstPageMs.toFixed(0)).join(', ')}`,
      ]
    }
    if (wants('rules')) {
      // sequential: each tab has the machine to itself, as every figure does
      const rulesTab = (count) => measureRules(browser, url(ports.test), count)
      const few = await rulesTab(10)
      const fullPage = await rulesTab(50)
      const most = await rulesTab(1024)
      Object.assign(run, {
        rules10FirstMs: few.firstPageMs,
        rules50FirstMs: fullPage.firstPageMs,
        rules1024FirstMs: most.firstPageMs,
        rules1024HeapMb: most.heapMb,
      })
    }
    if (wants('upload')) {
      const up = await measureUpload({
        base: url(ports.test),
        filePath: uploadFile.path,
        imageName: 'bench-image',
      })
      Object.assign(run, {
        browserMibPerS: up.mibPerS,
        browserHeapGrowthMb: up.heapPeakMb - up.heapBeforeMb,
        browserHeapPeakMb: up.heapPeakMb,
      })
      notes.upload = [`In-browser mock upload: ${up.writes}`, `In-browser mock upload, CPU: ${up.cpu}`]
    }
    if (wants('remote-upload')) {
      const up = await measureUpload({
        base: url(ports.remote),
        filePath: uploadFile.path,
        // the Node server keeps every image: a fresh name each run (and each bench)
        imageName: `bench-${Date.now().toString(36)}-${i}`,
        storageState: session,
      })
      Object.assign(run, {
        remoteMibPerS: up.mibPerS,
        remoteHeapGrowthMb: up.heapPeakMb - up.heapBeforeMb,
        remoteHeapPeakMb: up.heapPeakMb,
        remoteHeapAfterMb: up.heapAfterMb,
      })
      const ceiling = await measureUploadCeiling({ sink, filePath: uploadFile.path })
      run.uploadCeilingMibPerS = ceiling.mibPerS
      notes.remoteUpload = [
        `Node mock server upload: ${up.writes}`,
        `Node mock server upload, CPU: ${up.cpu}`,
        `The browser's ceiling (the same bulk writes to a server that only reads them), CPU: ${ceiling.cpu}`,
      ]
    }
  }

  if (wants('lighthouse')) {
    const { LIGHTHOUSE_PAGES, runLighthouse, startLighthouseChromium } = lighthouseModule
    const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const stop = await startLighthouseChromium(ports.lighthouse)
    try {
      notes.lighthouse = []
      for (const [i, run] of runs.entries()) {
        process.stderr.write(`lighthouse run ${i + 1} of ${RUNS}\n`)
        for (const page of LIGHTHOUSE_PAGES) {
          const lh = await runLighthouse({ port: ports.lighthouse, base: url(ports.remote), path: page.path, cookie })
          if (!lh.finalUrl.endsWith(page.path)) throw new Error(`Lighthouse ended on ${lh.finalUrl}, not ${page.path}`)
          run[`lh_${page.key}_performance`] = lh.performance
          run[`lh_${page.key}_accessibility`] = lh.accessibility
          notes.lighthouse.push(
            `Lighthouse run ${i + 1}, ${page.name}: ${lh.metrics}${lh.failedA11y ? `; accessibility failed: ${lh.failedA11y}` : ''}`,
          )
        }
      }
    } finally {
      stop()
    }
  }
} finally {
  await browser?.close()
  stopServers()
  uploadFile?.remove()
}

printTable(runs, Object.values(notes).flat())
