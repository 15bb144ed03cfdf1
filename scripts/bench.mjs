// npm run bench: performance figures of the test bundle (the demo with its in-browser mock, delay off) in headless
// Chromium, as medians over RUNS fresh browser contexts.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { makeUploadFile, measureUpload, UPLOAD_MIB } from './bench-upload.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const PORT = Number(process.env.BENCH_PORT ?? 4299)
const OUT = 'dist-test'
const base = `http://127.0.0.1:${PORT}`
const BUDGET = { initialJsKb: 150, firstRowMs: 800 }

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npx', ['vite', 'build', '--mode', 'test', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(b.status ?? 1)
}

// which emitted files exist only to serve the in-browser mock
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'))
const closure = (keys) => {
  const seen = new Set()
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return
    seen.add(k)
    for (const i of manifest[k].imports ?? []) walk(i)
  }
  keys.forEach(walk)
  return seen
}
const mockKeys = Object.keys(manifest).filter((k) => k.startsWith('mock-api/'))
const appKeys = Object.keys(manifest).filter((k) => !k.startsWith('mock-api/') && !closure(mockKeys).has(k))
const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]))
/**
 * The console's share of what a page load fetched: the loaded chunks the mock does not
 * need, and what they import. A chunk both share (ipaddr.js, say) counts only when the
 * console's loaded code imports it: fetched for the mock alone, a real rack never loads it.
 */
const consoleFiles = (loaded) => {
  const loadedKeys = new Set(loaded.map((f) => keyOfFile.get(f)))
  let keys = closure([...loadedKeys].filter((k) => k && appKeys.includes(k)))
  // and the chunks the console's code imported lazily on the way (the generated client)
  for (let grew = true; grew;) {
    const lazy = [...keys]
      .flatMap((k) => manifest[k].dynamicImports ?? [])
      .filter((k) => loadedKeys.has(k) && !mockKeys.includes(k))
    const next = closure([...keys, ...lazy])
    grew = next.size > keys.size
    keys = next
  }
  return loaded.filter((f) => keys.has(keyOfFile.get(f)))
}
const entryFile = Object.values(manifest).find((c) => c.isEntry)?.file

const gz = (file) => gzipSync(readFileSync(join(OUT, file))).length

// its own process group: npx leaves vite running when only npx is killed, and the open
// pipe then keeps this script alive after it has printed its figures
const server = spawn('npx', ['vite', 'preview', '--mode', 'test', '--port', String(PORT), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes(String(PORT)) && resolve())
  server.on('exit', () => reject(new Error('preview server exited')))
})

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

const runs = []
const uploadFile = makeUploadFile()
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const assets = new Set()
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname
      if (/\.(js|css)$/.test(path) && path !== '/mockServiceWorker.js') assets.add(path.slice(1))
    })
    await page.goto(`${base}/projects`, { waitUntil: 'commit' })
    // time from navigation start to the first project row on screen
    const firstRowMs = await page
      .waitForFunction(() => document.querySelector('table tbody tr') && performance.now(), null, {
        polling: 'raf',
        timeout: 30_000,
      })
      .then((h) => h.jsonValue())
    await page.waitForLoadState('networkidle')
    const loaded = [...assets]
    const js = loaded.filter((f) => f.endsWith('.js'))
    const appJs = consoleFiles(js)
    const sum = (files) => files.reduce((n, f) => n + gz(f), 0) / 1024

    // client-side navigation into a project
    const navMs = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'demo-project')
      const t0 = performance.now()
      link.click()
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector('h1')?.textContent === 'Instances' ? resolve() : requestAnimationFrame(check)
        check()
      })
      return performance.now() - t0
    })

    // a full page of 50 instances, first row on screen after a client-side navigation
    const instancesMs = await page.evaluate(async () => {
      const t0 = performance.now()
      window.history.pushState({}, '', '/projects/scale-test/instances')
      window.dispatchEvent(new PopStateEvent('popstate'))
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector('table[aria-label="Instances"] tbody tr td')?.textContent === 'inst-0001'
            ? resolve()
            : requestAnimationFrame(check)
        check()
      })
      return performance.now() - t0
    })
    // from the first to the last of the 2,000-instance project's 40 pages
    const pagingMs = await page.evaluate(async () => {
      const next = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Next')
      const firstCell = () => document.querySelector('table[aria-label="Instances"] tbody tr td')?.textContent
      const t0 = performance.now()
      let pages = 1
      while (next() && !next().disabled) {
        const before = firstCell()
        next().click()
        await new Promise((resolve) => {
          const check = () => (firstCell() !== before ? resolve() : requestAnimationFrame(check))
          check()
        })
        pages++
      }
      return { ms: performance.now() - t0, pages }
    })

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    runs.push({
      appJsKb: sum(appJs),
      allJsKb: sum(js),
      cssKb: sum(loaded.filter((f) => f.endsWith('.css'))),
      entryKb: gz(entryFile) / 1024,
      firstRowMs,
      navMs,
      instancesMs,
      pagingMs: pagingMs.ms,
      pages: pagingMs.pages,
      heapMb: usedSize / 1024 / 1024,
    })
    await context.close()
    Object.assign(runs.at(-1), await measureUpload(browser, base, uploadFile.path))
  }
} finally {
  await browser.close()
  process.kill(-server.pid)
  uploadFile.remove()
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const m = (k) => median(runs.map((r) => r[k]))
const rows = [
  [
    'Initial JS for /projects, gzip (console code)',
    `${m('appJsKb').toFixed(1)} KB`,
    `< ${BUDGET.initialJsKb} KB`,
    m('appJsKb') < BUDGET.initialJsKb,
  ],
  ['  of which the entry chunk', `${m('entryKb').toFixed(1)} KB`, '', null],
  ['Initial JS incl. in-browser mock, gzip', `${m('allJsKb').toFixed(1)} KB`, '(demo only)', null],
  ['Initial CSS for /projects, gzip', `${m('cssKb').toFixed(1)} KB`, '', null],
  [
    'Navigation start -> first project row',
    `${m('firstRowMs').toFixed(0)} ms`,
    `< ${BUDGET.firstRowMs} ms`,
    m('firstRowMs') < BUDGET.firstRowMs,
  ],
  ['Client-side navigation /projects -> project', `${m('navMs').toFixed(0)} ms`, '', null],
  ['First row of a 50-instance list page (client-side navigation)', `${m('instancesMs').toFixed(0)} ms`, '', null],
  [
    `2,000-instance project, first to last page (${m('pages')} pages of 50)`,
    `${m('pagingMs').toFixed(0)} ms`,
    '',
    null,
  ],
  ['  per page', `${(m('pagingMs') / Math.max(1, m('pages') - 1)).toFixed(0)} ms`, '', null],
  ['JS heap after load, GC, and 40 pages of instances', `${m('heapMb').toFixed(1)} MB`, '', null],
  [
    `Image upload, ${UPLOAD_MIB} MiB of random bytes, file chosen -> image made`,
    `${m('mibPerS').toFixed(1)} MiB/s`,
    '',
    null,
  ],
  ['  time taken', `${m('seconds').toFixed(1)} s`, '', null],
  ['  JS heap before the upload (after GC)', `${m('heapBeforeMb').toFixed(1)} MB`, '', null],
  ['  peak JS heap during the upload', `${m('heapPeakMb').toFixed(1)} MB`, '', null],
  ['  JS heap after the upload and GC', `${m('heapAfterMb').toFixed(1)} MB`, '', null],
]
console.log(`\nMedians of ${RUNS} runs (test bundle: in-browser mock, no delay; headless Chromium)\n`)
console.log('| Figure | Median | Budget | OK |\n|---|---|---|---|')
for (const [name, value, budget, ok] of rows)
  console.log(`| ${name} | ${value} | ${budget} | ${ok === null ? '' : ok ? 'yes' : 'NO'} |`)
console.log(`\nAll runs: ${runs.map((r) => `${r.firstRowMs.toFixed(0)}ms/${r.navMs.toFixed(0)}ms`).join(', ')}`)
console.log(
  `Uploads: ${runs.map((r) => `${r.mibPerS.toFixed(1)} MiB/s, peak ${r.heapPeakMb.toFixed(0)} MB`).join('; ')}`,
)
