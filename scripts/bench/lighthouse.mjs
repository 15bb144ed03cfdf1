// Lighthouse's desktop preset (performance and accessibility) on the production bundle
// behind the remote proxy, signed in by sending the session cookie with every request. It
// drives its own Chromium (the system one) over the DevTools port, not Playwright's.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs'
import { startServer } from './servers.mjs'

export const LIGHTHOUSE_PAGES = [
  { key: 'list', name: 'instance list', path: '/projects/demo-project/instances' },
  { key: 'create', name: 'create-instance page', path: '/projects/demo-project/instances-new' },
]

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
}

/** Starts Chromium for Lighthouse on `port`; resolves to a function that stops it. */
export async function startLighthouseChromium(port) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  // Chromium may still be writing its profile just after the SIGTERM below: rmSync retries
  // on ENOTEMPTY, and a profile left in the temporary folder never fails the bench
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    } catch (error) {
      console.warn(`could not remove ${profile}: ${error.message}`)
    }
  }
  process.on('exit', removeProfile)
  const child = await startServer(
    'chromium for lighthouse',
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { readyUrl: `http://127.0.0.1:${port}/json/version` },
  )
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    removeProfile()
  }
}

/** One Lighthouse run of `path`: both scores, the performance metrics, what accessibility failed. */
export async function runLighthouse({ port, base, path, cookie }) {
  const result = await lighthouse(
    `${base}${path}`,
    {
      port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { Cookie: cookie },
    },
    desktopConfig,
  )
  const { categories, audits } = result.lhr
  // audits of weight 0 are informative only: they do not move the score
  const failedA11y = categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id)
  const metrics = Object.entries(METRICS)
    .map(([id, short]) => `${short} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ')
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    metrics,
    failedA11y: failedA11y.join(', '),
    finalUrl: result.lhr.finalDisplayedUrl,
  }
}
