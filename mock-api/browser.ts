/**
 * Runs the mock API inside the browser through a service worker, so the console works with
 * no server at all (the default for `npm start`, the demo build and the browser tests).
 */
import { isCommonAssetRequest } from 'msw'
import { setupWorker } from 'msw/browser'
import { startSessionCookie } from './auth'
import { parseChaosPercent, parseFaults } from './chaos'
import { fleetAdminId } from './fixtures/users'
import {
  CLIENT_CLOSED,
  KEEPALIVE_MS,
  KEEPALIVE_REQUEST,
  closeOnlyWhenLeaving,
  isRefusedWorkerUpdate,
  keepMocking,
} from './browser-worker'
import { makeMockHandlers } from './handlers'
import { serialConsoleWebSocketHandler } from './handlers/serial-console'
import { keepSessionsIn, storageSessionStore } from './sessions'
import { db } from './db'
import { untilInstalled, WORKER_SCRIPT } from './early-worker'
import { timeOnTheWay } from './sent-at'
import { parseScaleTestCount, scaleTestDisks, scaleTestImages, scaleTestSnapshots } from './fixtures/scale-test-disks'
// the paths the mock answers; its service worker sends the page no other request (gen-api.mjs)
import { isApiPathname } from './api-paths.mjs'

export const CHAOS_STORAGE_KEY = 'mock-api-chaos'
/** JSON mapping operations to statuses, e.g. `{"floatingIpList": 500}`: see chaos.ts. */
export const FAULTS_STORAGE_KEY = 'mock-api-faults'
/** Milliseconds each step of a timed transition lasts (timing.ts), read when the page loads. */
export const TRANSITION_STORAGE_KEY = 'mock-api-transition-ms'
/**
 * How many generated disks scale-test holds, read when the page loads: set by `npm run bench`
 * only (its 10,000-disk paging figures), never by the demo; absent means none.
 */
const SCALE_TEST_DISKS_STORAGE_KEY = 'mock-api-scale-test-disks'
/** How many generated snapshots, and images, scale-test holds, the same way (browser tests only). */
const SCALE_TEST_SNAPSHOTS_STORAGE_KEY = 'mock-api-scale-test-snapshots'
const SCALE_TEST_IMAGES_STORAGE_KEY = 'mock-api-scale-test-images'
/** The sessions (sessions.ts), which must outlive the page's other state. */
const SESSIONS_STORAGE_KEY = 'mock-api-sessions'
const VISITED_COOKIE = 'mock-visited'

function readSetting(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    // storage can be unavailable (privacy modes); chaos and faults simply stay off
    return null
  }
}

// read on every call, so that a developer can switch them in the console without a reload
const readChaosPercent = () => parseChaosPercent(readSetting(CHAOS_STORAGE_KEY))
const readFaults = () => parseFaults(readSetting(FAULTS_STORAGE_KEY))

/** A whole number of milliseconds up to a minute, or the default for the delay setting. */
function readTransitionMs(): number | undefined {
  const ms = Number(readSetting(TRANSITION_STORAGE_KEY) ?? Number.NaN)
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000 ? ms : undefined
}

const hasCookie = (name: string) => document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`))

/**
 * The demo should open signed in, but only on a browser's first visit: after an explicit
 * sign-out the user must be able to stay signed out across reloads. The marker cookie tells
 * the two apart. (Mocked Set-Cookie headers land in document.cookie, so later sign-ins and
 * sign-outs through the API maintain the same cookie.)
 */
function signInOnFirstVisit() {
  if (hasCookie(VISITED_COOKIE)) return
  document.cookie = startSessionCookie(fleetAdminId)
  document.cookie = `${VISITED_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
}

/**
 * The page's state is rebuilt on every load, but a session must survive a reload (and, in
 * the browser tests, a new context given the stored cookies and localStorage), so sessions
 * are kept in localStorage. Where storage is unavailable they live as long as the page.
 */
function keepSessionsInLocalStorage() {
  try {
    localStorage.getItem(SESSIONS_STORAGE_KEY)
  } catch {
    return
  }
  keepSessionsIn(storageSessionStore(localStorage, SESSIONS_STORAGE_KEY))
}

/**
 * Only API calls made by script deserve a warning. The console's own pages share prefixes
 * with the API (/login/..., /device/verify), but navigations never reach the worker, and
 * assets are recognised by their extension; a request for HTML is a page, too.
 */
function isUnhandledApiCall(request: Request): boolean {
  if (!isApiPathname(new URL(request.url).pathname) || isCommonAssetRequest(request)) return false
  const accept = request.headers.get('accept') ?? ''
  return !accept.includes('text/html')
}

/** The mock answers in JSON, where the static server behind it would send the app's page or a 404. */
async function mockAnswers(): Promise<boolean> {
  try {
    const response = await fetch('/v1/ping')
    return response.headers.get('content-type')?.includes('application/json') ?? false
  } catch {
    return false
  }
}

/**
 * Starts the mock API in this page. `registering` is the worker's registration the entry
 * started early (./early-worker), awaited only just before MSW's own start.
 */
export async function startMockWorker(opts: {
  delay: boolean
  registering: Promise<ServiceWorkerRegistration | undefined>
}): Promise<void> {
  keepSessionsInLocalStorage()
  signInOnFirstVisit()
  db.disks.push(...scaleTestDisks(parseScaleTestCount(readSetting(SCALE_TEST_DISKS_STORAGE_KEY))))
  db.snapshots.push(...scaleTestSnapshots(parseScaleTestCount(readSetting(SCALE_TEST_SNAPSHOTS_STORAGE_KEY))))
  db.images.push(...scaleTestImages(parseScaleTestCount(readSetting(SCALE_TEST_IMAGES_STORAGE_KEY))))
  // MSW answers the page's `new WebSocket` in the page itself, not in the service worker, but
  // takes WebSocket handlers in the same list as the request handlers
  const worker = setupWorker(
    ...makeMockHandlers({
      delay: opts.delay,
      chaosPercent: readChaosPercent,
      faults: readFaults,
      transitionMs: readTransitionMs(),
      timeOnTheWay,
    }),
    serialConsoleWebSocketHandler,
  )
  const scriptUrl = new URL(WORKER_SCRIPT, location.href).href
  const options = {
    serviceWorker: { url: WORKER_SCRIPT },
    quiet: true,
    onUnhandledRequest(request: Request) {
      if (isUnhandledApiCall(request)) {
        console.warn(`[mock-api] no handler for ${request.method} ${new URL(request.url).pathname}`)
      }
    },
  }
  // MSW's own unobserved registration update, refused while its worker unregisters itself
  window.addEventListener('unhandledrejection', (event) => {
    if (isRefusedWorkerUpdate(event.reason, scriptUrl)) event.preventDefault()
  })
  let leaving = false
  const mocking = keepMocking(
    { start: () => worker.start(options), stop: () => worker.stop() },
    { leaving: () => leaving, answers: mockAnswers },
  )
  // MSW takes any beforeunload to mean the tab is closing and tells its worker so. A form that
  // asks "leave site?" can keep the page, which the worker would then stop mocking (and
  // starting it again races that message inside the worker), so the worker hears it only
  // when the page really goes.
  closeOnlyWhenLeaving(ServiceWorker.prototype, () => leaving)
  window.addEventListener('pagehide', () => {
    leaving = true
    navigator.serviceWorker.controller?.postMessage(CLIENT_CLOSED)
  })
  // a page back from the back-forward cache told the worker it closed when it was hidden
  window.addEventListener('pageshow', (event) => {
    leaving = false
    if (event.persisted) mocking.restart()
  })
  // MSW also stops its keep-alive on every beforeunload; an idle worker is stopped by the
  // browser and starts again knowing no page to mock, so the page keeps it awake itself
  setInterval(() => navigator.serviceWorker.controller?.postMessage(KEEPALIVE_REQUEST), KEEPALIVE_MS)
  await untilInstalled(opts.registering)
  // a page left before the mock answered needs no answer: its calls may wait for ever
  if (!(await mocking.start())) await new Promise(() => {})
}
