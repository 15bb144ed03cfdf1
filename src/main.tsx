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
import { unauthorizedHandler } from './features/auth/signInAgain'
import { lazyAreas, patchRoutesOnNavigation, routes } from './routes'
import { renderAtOnceAfterFirstPage, whenInitialized } from './routerUpdates'
import { readFirstPage } from './routing'
import { dataStrategy } from './loadStrategy'
import { forgetFirstCalls } from './firstCalls/head'
import './app.css'

async function start() {
  // every first page calls the API: fetch the client while the mock starts
  void loadApi()
  // the mock must answer before the first call leaves, but route code can load meanwhile
  if (__MOCK__) {
    // The mock's code (preloaded from the page's head) runs after the task in which the first
    // call waits for it: the first page's own code and loaders go first, and their calls, sent
    // meanwhile, count their round trip from then (mock-api/sent-at.ts).
    holdRequestsUntil(() => {
      const mockReady = nextTask()
        .then(() => import('../mock-api/browser'))
        .then((m) => m.startMock({ delay: __MOCK_DELAY__ }))
      // every call waiting at the gate fails with this error and shows it; say it once here
      // too, so that it never also counts as uncaught when no call is waiting
      mockReady.catch((error: unknown) => console.error('[mock-api]', error))
      return mockReady
    })
  }
  // a first visit to a page of a lazily loaded area: its calls leave before that code comes
  readFirstPage(routes, lazyAreas, location)
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation, dataStrategy })
  // The first page's router updates render as transitions, sliced into 5 ms tasks: rendered at
  // once, its answer reached its first row sooner (95-119 -> 58-65 ms, demo bundle) but as one
  // long task among the page's loading, and Lighthouse's blocking time on the instance list
  // rose ~90 -> ~240 ms, on the create-instance page ~145 -> ~265 ms (medians of 10). A later
  // page renders at once when its data is in, where a slice's yield let the mock's answers and
  // frames drawn halfway go first: Instances -> Disks, its answer to its first row 165 -> 96 ms
  // (demo bundle, medians of 12, alternating builds). A navigation's start stays a transition:
  // rendered at once, the page left behind rendered before the new page's calls left (+30 ms).
  renderAtOnceAfterFirstPage(router)
  // a first page whose loaders call nothing (signing in) starts the mock once they are done
  if (__MOCK__) whenInitialized(router, startHeldCalls)
  // what the page's head sent that the first page did not take is not kept for a later page
  whenInitialized(router, forgetFirstCalls)
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} useTransitions={false} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

void start()
