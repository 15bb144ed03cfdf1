/**
 * Runs the mock API inside the page itself, so the console works with no server at all (the
 * default for `npm start`, the demo build and the browser tests): the page's `fetch`,
 * XMLHttpRequest and WebSocket are answered by the mock's handlers on the page's own thread.
 *
 * Not through a service worker, as MSW's default is: every call then went from the page to the
 * worker and back to the page, where the handlers run, and back again, its body copied at each
 * hop. In the page, the 50-instance page of scale-test was complete in ~77 ms instead of
 * ~130, and a 64 MiB upload took ~1.1 s instead of ~2 s (test bundle, 10 and 4 runs).
 */
import { isCommonAssetRequest } from 'msw'
import { defineNetwork, HttpNetworkFrame, InterceptorSource } from 'msw/experimental'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket'
import { startSessionCookie } from './auth'
import { parseChaosPercent, parseFaults } from './chaos'
import { fleetAdminId } from './fixtures/users'
import { makeMockHandlers } from './handlers'
import { serialConsoleWebSocketHandler } from './handlers/serial-console'
import { keepSessionsIn, storageSessionStore } from './sessions'
import { db } from './db'
import { createDefaultVpc } from './network'
import { announceCalls } from './calls-seen'
import { timeOnTheWay } from './sent-at'
import {
  parseScaleTestCount,
  scaleTestDisks,
  scaleTestGroups,
  scaleTestImages,
  scaleTestProjects,
  scaleTestSilos,
  scaleTestSnapshots,
  scaleTestUsers,
} from './fixtures/scale-test-disks'
// the paths the mock answers; a call to any other is the browser's
import { isApiPathname } from './api-paths'

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
/** How many generated users demo-silo holds besides its own, the same way. */
const SCALE_TEST_USERS_STORAGE_KEY = 'mock-api-scale-test-users'
/** How many generated groups demo-silo holds besides its own, the same way. */
const SCALE_TEST_GROUPS_STORAGE_KEY = 'mock-api-scale-test-groups'
/** How many generated projects demo-silo holds besides its own, the same way. */
const SCALE_TEST_PROJECTS_STORAGE_KEY = 'mock-api-scale-test-projects'
/** How many generated silos the fleet holds besides its own, the same way. */
const SCALE_TEST_SILOS_STORAGE_KEY = 'mock-api-scale-test-silos'
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
 * Only calls to the API's paths deserve a warning: files a script fetches (assets, recognised
 * by their extension) and the console's own pages, which share prefixes with the API
 * (/login/..., /device/verify), are the browser's to fetch.
 */
function isUnhandledApiCall(request: Request): boolean {
  if (!isApiPathname(new URL(request.url).pathname) || isCommonAssetRequest(request)) return false
  const accept = request.headers.get('accept') ?? ''
  return !accept.includes('text/html')
}

/**
 * The service worker an earlier build of the mock registered, which would otherwise stay and
 * take every request of the page (its files too) through itself, for nothing.
 */
async function forgetOldWorker() {
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? []
  for (const registration of registrations) {
    const script = registration.active ?? registration.waiting ?? registration.installing
    if (script && new URL(script.scriptURL).pathname === '/mockServiceWorker.js') void registration.unregister()
  }
}

type InterceptorList = ConstructorParameters<typeof InterceptorSource>[0]['interceptors']

/** The page's calls as a source of the network. (msw types its list as interceptors of every kind at once.) */
const interceptorSource = (...interceptors: object[]) =>
  new InterceptorSource({ interceptors: interceptors as unknown as InterceptorList })

/** Starts the mock API in this page: from then on, the page's calls to the API are its. */
export async function startMock(opts: { delay: boolean }): Promise<void> {
  keepSessionsInLocalStorage()
  signInOnFirstVisit()
  db.disks.push(...scaleTestDisks(parseScaleTestCount(readSetting(SCALE_TEST_DISKS_STORAGE_KEY))))
  db.snapshots.push(...scaleTestSnapshots(parseScaleTestCount(readSetting(SCALE_TEST_SNAPSHOTS_STORAGE_KEY))))
  db.images.push(...scaleTestImages(parseScaleTestCount(readSetting(SCALE_TEST_IMAGES_STORAGE_KEY))))
  const users = parseScaleTestCount(readSetting(SCALE_TEST_USERS_STORAGE_KEY))
  db.users.push(...scaleTestUsers(users))
  const groups = scaleTestGroups(parseScaleTestCount(readSetting(SCALE_TEST_GROUPS_STORAGE_KEY)), users)
  db.groups.push(...groups.groups)
  db.groupMemberships.push(...groups.memberships)
  for (const project of scaleTestProjects(parseScaleTestCount(readSetting(SCALE_TEST_PROJECTS_STORAGE_KEY)))) {
    db.projects.push(project)
    createDefaultVpc(project)
  }
  for (const silo of scaleTestSilos(parseScaleTestCount(readSetting(SCALE_TEST_SILOS_STORAGE_KEY)))) {
    db.silos.push(silo)
    db.siloQuotas.push({ silo_id: silo.id, cpus: 0, memory: 0, storage: 0 })
    db.siloPolicies[silo.id] = { role_assignments: [] }
  }
  const network = defineNetwork({
    // one source for all three: two would share one name, and the second would never start
    sources: [interceptorSource(new FetchInterceptor(), new XMLHttpRequestInterceptor(), new WebSocketInterceptor())],
    handlers: [
      ...makeMockHandlers({
        delay: opts.delay,
        chaosPercent: readChaosPercent,
        faults: readFaults,
        transitionMs: readTransitionMs(),
        timeOnTheWay,
      }),
      serialConsoleWebSocketHandler,
    ],
    // no log of each call: it would clone every request and answer to print them
    context: { quiet: true },
    onUnhandledFrame({ frame }) {
      if (frame instanceof HttpNetworkFrame && isUnhandledApiCall(frame.data.request)) {
        const { method, url } = frame.data.request
        console.warn(`[mock-api] no handler for ${method} ${new URL(url).pathname}`)
      }
    },
  })
  announceCalls(network.events)
  await network.enable()
  void forgetOldWorker()
}
