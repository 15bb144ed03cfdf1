// Every figure `npm run bench` prints: issue 16's budget table, one row each, and the
// figures that explain them (no budget). A budget is a function of all the medians when it
// depends on another figure (a round trip, the 10-disk page).
import { UPLOAD_MIB } from './upload.mjs'

/**
 * Milliseconds added to each file's round trip for one more first visit (demo-bundle.mjs): on
 * localhost the console's files arrive in a few ms, so a page whose calls wait for its code
 * costs nothing there that a real network would not show.
 */
export const FILE_LATENCY_MS = 40
/** How long the pointer rests on a link before a user clicks it, for the navigation read ahead. */
export const POINTER_REST_MS = 200

const ms = (v) => `${v.toFixed(0)} ms`
const kb = (v) => `${v.toFixed(1)} KB`
const mbs = (v) => `${v.toFixed(1)} MB`
const mibs = (v) => `${v.toFixed(1)} MiB/s`
const count = (v) => String(Math.round(v))
const score = (v) => v.toFixed(2)

const atMost = (limit, fmt) => ({ text: `≤ ${fmt(limit)}`, met: (v) => v <= limit })
const atLeast = (limit, fmt) => ({ text: `≥ ${fmt(limit)}`, met: (v) => v >= limit })

/** How much slower than the 10-disk project's first page still counts as "as fast as": noise. */
const AS_FAST_AS = 1.2
/** "Heap flat": the upload may grow the heap by no more than a quarter of the file. */
const FLAT_HEAP_MB = UPLOAD_MIB / 4

/**
 * `group` is what `--only` selects and what one measurement returns; `budget` is absent for
 * a figure that only explains another (the table leaves its Met column empty).
 */
export const FIGURES = [
  {
    group: 'machine',
    key: 'yardstickMs',
    name: 'This machine: the same fixed work in a blank page, every run (./yardstick.mjs); figures on the page’s thread move with it',
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoFirstRowMs',
    name: 'First row of /projects/demo-project/instances, demo bundle (200-400 ms delay), first visit (5 a run)',
    fmt: ms,
    budget: () => atMost(600, ms),
  },
  {
    group: 'demo',
    key: 'demoWarmFirstRowMs',
    name: '  the same, second visit in the same tab (code in the cache)',
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoAgainFirstRowMs',
    name: '  the same, page loaded again as soon as it has shown its first row',
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoSlowFilesFirstRowMs',
    name: `  the same first visit with ${FILE_LATENCY_MS} ms added to each file's round trip`,
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoRequests',
    name: 'Requests before that first row',
    fmt: count,
    budget: () => atMost(25, count),
  },
  {
    group: 'bundle',
    key: 'prodInitialKb',
    name: 'Initial JS+CSS of the production bundle (instance list, to its first row), gzip',
    fmt: kb,
    budget: () => atMost(100, kb),
  },
  {
    group: 'bundle',
    key: 'prodEntryKb',
    name: '  of which the entry and its static imports (every page loads them first)',
    fmt: kb,
  },
  { group: 'bundle', key: 'prodJsKb', name: '  JS', fmt: kb },
  { group: 'bundle', key: 'prodCssKb', name: '  CSS', fmt: kb },
  { group: 'bundle', key: 'prodFiles', name: '  files fetched (JS and CSS)', fmt: count },
  {
    group: 'demo',
    key: 'demoNavMs',
    name: 'Client navigation Instances → Disks, same delay, to the first row (5 a run)',
    fmt: ms,
    budget: (m) => atMost(m.demoRttMs + 100, ms),
  },
  {
    group: 'demo',
    key: 'demoRttMs',
    name: '  one mock round trip as a fetch sees it (median of 15 /v1/ping)',
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoNavOwnCallMs',
    name: '  of which its disk list call, from leaving to its answer (the one round trip it waits for)',
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoNavOtherMs',
    name: '  the rest: before that call leaves and from its answer to the row (against the budget’s 100 ms)',
    fmt: ms,
  },
  { group: 'demo', key: 'demoNavCompleteMs', name: '  to every row and every call answered', fmt: ms },
  {
    group: 'demo',
    key: 'demoRestedNavMs',
    name: `  the same with the pointer resting on the link ${POINTER_REST_MS} ms before the click (its page read ahead)`,
    fmt: ms,
  },
  {
    group: 'demo',
    key: 'demoReadNextMs',
    name: '  Next after reading a page for 1 s (scale-test instances, 10 a page), to its first row (median of 5)',
    fmt: ms,
  },
  {
    group: 'access',
    key: 'access10kUsersMs',
    name: 'The silo’s access page in a silo of 10,000 users, demo bundle, first visit, to every role’s identity named (3 a run)',
    fmt: ms,
  },
  { group: 'access', key: 'accessSeedUsersMs', name: '  the same with the seed’s 7 users', fmt: ms },
  {
    group: 'lists',
    key: 'scalePageMs',
    name: 'A 50-instance page of the 2,000-instance project, no delay (client navigation to every row shown and every call answered, then 150 ms quiet; 5 a run)',
    fmt: ms,
    budget: () => atMost(100, ms),
  },
  { group: 'lists', key: 'scaleFirstRowMs', name: '  to its first row', fmt: ms },
  { group: 'lists', key: 'scalePageCalls', name: '  API calls it made', fmt: count },
  {
    group: 'disks',
    key: 'disks10kFirstMs',
    name: '10,000 disks in one project: first page (client navigation, complete), no delay (5 a run)',
    fmt: ms,
    budget: (m) => ({
      ...atMost(m.disks10FirstMs * AS_FAST_AS, ms),
      text: `≤ ${ms(m.disks10FirstMs * AS_FAST_AS)} (10-disk page + 20 %)`,
    }),
  },
  { group: 'disks', key: 'disks10FirstMs', name: '  the same project with 10 disks', fmt: ms },
  {
    group: 'disks',
    key: 'disks50FirstMs',
    name: '  the same project with 50 disks (a page as full as the first of 10,000)',
    fmt: ms,
  },
  {
    group: 'disks',
    key: 'disksNextPageMs',
    name: '10,000 disks: each next page by paging, Next clicked once the page is drawn (median of 199 clicks)',
    fmt: ms,
    budget: () => atMost(100, ms),
  },
  { group: 'disks', key: 'disksSlowestPageMs', name: '  the slowest of those pages', fmt: ms },
  {
    group: 'disks',
    key: 'disksHeapMb',
    name: '10,000 disks: JS heap after 200 pages (after GC)',
    fmt: mbs,
    budget: () => atMost(20, mbs),
  },
  {
    group: 'disks',
    key: 'disksHeapFirstPageMb',
    name: '  at the first page (the in-browser mock and its 10,000 rows live in the same heap)',
    fmt: mbs,
  },
  {
    group: 'rules',
    key: 'rules1024FirstMs',
    name: "A VPC's 1,024 firewall rules (the API's most, in one answer): their tab's first page of 50 (client navigation, complete), no delay",
    fmt: ms,
  },
  { group: 'rules', key: 'rules50FirstMs', name: '  the same VPC with 50 rules (a page as full)', fmt: ms },
  { group: 'rules', key: 'rules10FirstMs', name: '  with 10 rules', fmt: ms },
  { group: 'rules', key: 'rules1024HeapMb', name: '  JS heap at the 1,024 rules’ first page (after GC)', fmt: mbs },
  {
    group: 'remote-upload',
    key: 'remoteMibPerS',
    name: `${UPLOAD_MIB} MiB image upload through the Node mock server (remote proxy), production bundle`,
    fmt: mibs,
    budget: () => atLeast(100, mibs),
  },
  {
    group: 'remote-upload',
    key: 'remoteHeapGrowthMb',
    name: '  heap flat: peak JS heap during it minus before it',
    fmt: mbs,
    budget: () => atMost(FLAT_HEAP_MB, mbs),
  },
  {
    group: 'remote-upload',
    key: 'uploadCeilingMibPerS',
    name: "  the browser's ceiling: the same bulk writes, made by the console's worker, to a server that only reads them",
    fmt: mibs,
  },
  { group: 'remote-upload', key: 'remoteHeapPeakMb', name: '  peak JS heap of the page', fmt: mbs },
  { group: 'remote-upload', key: 'remoteHeapAfterMb', name: '  JS heap after it and GC', fmt: mbs },
  {
    group: 'upload',
    key: 'browserMibPerS',
    name: `The same through the in-browser mock (test bundle)`,
    fmt: mibs,
    budget: () => atLeast(30, mibs),
  },
  { group: 'upload', key: 'browserHeapGrowthMb', name: '  peak JS heap during it minus before it', fmt: mbs },
  { group: 'upload', key: 'browserHeapPeakMb', name: '  peak JS heap of the page', fmt: mbs },
  ...[
    ['list', 'instance list'],
    ['create', 'create-instance page'],
  ].flatMap(([key, page]) => [
    {
      group: 'lighthouse',
      key: `lh_${key}_performance`,
      name: `Lighthouse (desktop), ${page}: performance`,
      fmt: score,
      budget: () => atLeast(0.98, score),
    },
    {
      group: 'lighthouse',
      key: `lh_${key}_accessibility`,
      name: `Lighthouse (desktop), ${page}: accessibility`,
      fmt: score,
      budget: () => atLeast(1, score),
    },
  ]),
  // the test bundle's figures the bench reported before issue 16's table
  { group: 'lists', key: 'testProjectRowMs', name: 'Test bundle: navigation start → first project row', fmt: ms },
  {
    group: 'lists',
    key: 'testNavMs',
    name: 'Test bundle: client navigation /projects → a project (complete)',
    fmt: ms,
  },
  {
    group: 'lists',
    key: 'instancePagingMs',
    name: 'Test bundle: 2,000 instances, each next page, clicked as above (median of 39)',
    fmt: ms,
  },
  {
    group: 'lists',
    key: 'instanceHeapMb',
    name: 'Test bundle: JS heap after 40 pages of instances (after GC)',
    fmt: mbs,
  },
  { group: 'lists', key: 'testAppJsKb', name: 'Test bundle: initial JS for /projects, console code, gzip', fmt: kb },
  { group: 'lists', key: 'testAllJsKb', name: 'Test bundle: the same with the in-browser mock, gzip', fmt: kb },
]

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The table of medians, then every run's value of each figure. */
export function printTable(runs, notes) {
  const measured = FIGURES.filter((f) => runs.some((r) => typeof r[f.key] === 'number'))
  const medians = Object.fromEntries(
    measured.map((f) => [f.key, median(runs.map((r) => r[f.key]).filter((v) => typeof v === 'number'))]),
  )
  console.log(`\nMedians of ${runs.length} runs (headless Chromium)\n`)
  console.log('| Figure | Median | Budget | Met |\n|---|---|---|---|')
  for (const f of measured) {
    const budget = f.budget?.(medians)
    const met = budget ? (budget.met(medians[f.key]) ? 'yes' : 'NO') : ''
    console.log(`| ${f.name} | ${f.fmt(medians[f.key])} | ${budget?.text ?? ''} | ${met} |`)
  }
  console.log('\nAll runs:')
  for (const f of measured)
    console.log(
      `- ${f.name.trim()}: ${runs.map((r) => (typeof r[f.key] === 'number' ? f.fmt(r[f.key]) : '–')).join(', ')}`,
    )
  if (notes.length)
    console.log(`\nNotes (from the last run, but where a run is named):\n${notes.map((n) => `- ${n}`).join('\n')}`)
}
