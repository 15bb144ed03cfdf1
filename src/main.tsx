// first: pins the theme the user chose before anything renders
import './preferences/theme'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterCallsLeave, holdRequestsUntil, loadApi, queryClient, setUnauthorizedHandler } from './api/client'
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
    const mockReady = import('../mock-api/browser').then((m) =>
      m.startMockWorker({ delay: __MOCK_DELAY__, registering }),
    )
    holdRequestsUntil(mockReady)
    // every call waiting at the gate fails with this error and shows it; say it once here too,
    // so that it never also counts as uncaught when no call is waiting yet
    mockReady.catch((error: unknown) => console.error('[mock-api]', error))
  }
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation })
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
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}

void start()
