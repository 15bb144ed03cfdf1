// first: pins the theme the user chose before anything renders
import './preferences/theme'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import {
  afterCallsLeave,
  holdRequestsUntil,
  loadApi,
  queryClient,
  setUnauthorizedHandler,
  startHeldCalls,
} from './api/client'
import { registerEarly } from '../mock-api/early-worker'
import { unauthorizedHandler } from './features/auth/signInAgain'
import { patchRoutesOnNavigation, routes } from './routes'
import './app.css'

async function start() {
  // every first page calls the API: fetch the client while the mock starts
  void loadApi()
  // the mock must answer before the first call leaves, but route code can load meanwhile
  if (__MOCK__) {
    // the worker installs while the mock's code loads (mock-api/early-worker.ts)
    const registering = registerEarly()
    // The mock's code (preloaded from the page's head) runs after the task in which the first
    // call waits for it: the first page's own code and loaders go first, and their calls, sent
    // meanwhile, count their round trip from then (mock-api/sent-at.ts).
    holdRequestsUntil(() => {
      const mockReady = nextTask()
        .then(() => import('../mock-api/browser'))
        .then((m) => m.startMockWorker({ delay: __MOCK_DELAY__, registering }))
      // every call waiting at the gate fails with this error and shows it; say it once here
      // too, so that it never also counts as uncaught when no call is waiting
      mockReady.catch((error: unknown) => console.error('[mock-api]', error))
      return mockReady
    })
  }
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation })
  // a first page whose loaders call nothing (signing in) starts the mock once they are done
  if (__MOCK__) whenInitialized(router, startHeldCalls)
  setUnauthorizedHandler(unauthorizedHandler(router))
  // links read their pages ahead of a click (./layouts/readAhead.ts): its code loads with the
  // first pointer or focus on the page, so that a first page's own requests never wait on it
  const watching = ['pointerover', 'focusin', 'pointerdown']
  const watch = (first: Event) => {
    watching.forEach((type) => document.removeEventListener(type, watch))
    void import('./layouts/readAhead').then((m) => m.readLinksAhead(router, first))
  }
  watching.forEach((type) => document.addEventListener(type, watch))
  // The in-browser mock starts on this thread and then takes the page's calls in on it: the
  // first render waits until it has done both rather than slow either down, and draws the
  // page while the calls are answered. The router is made first, so the pages' loaders and
  // code start as before. (Measured: the first row 50 ms sooner; the first paint later.)
  if (__MOCK__) await new Promise<void>((resolve) => afterCallsLeave(resolve))
  // The router's updates render as transitions (its default), sliced into 5 ms tasks. Rendered
  // at once, a page reached its first row sooner (a first visit's answer to its row 95-119 ->
  // 58-65 ms, demo bundle) but as one long task: Lighthouse's blocking time on the instance
  // list ~90 -> ~240 ms and on the create-instance page ~145 -> ~265 ms (medians of 10).
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

type Router = ReturnType<typeof createBrowserRouter>
function whenInitialized(router: Router, run: () => void) {
  if (router.state.initialized) return run()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    run()
  })
}

void start()
