// How the router's news reaches React, from the first page on.
import { startTransition } from 'react'
import type { createBrowserRouter } from 'react-router'

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>

/** Runs `run` once the router has its first page's data (at once if it has already). */
export function whenInitialized(router: Router, run: () => void) {
  if (router.state.initialized) return run()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    run()
  })
}

/**
 * For a provider given `useTransitions={false}`, which sets its state straight from the
 * router's news: the news that brings the first page, and the news that a navigation has
 * started, are handed over inside a transition; the news that a later page has its data, at
 * once. (Why each, measured: src/main.tsx.)
 */
export function renderAtOnceAfterFirstPage(router: Router) {
  let firstPage = true
  const subscribe = router.subscribe
  router.subscribe = (subscriber) =>
    subscribe((...news) =>
      firstPage || news[0].navigation.state !== 'idle'
        ? startTransition(() => subscriber(...news))
        : subscriber(...news),
    )
  // after every subscriber has had the news that shows the first page
  whenInitialized(router, () => queueMicrotask(() => (firstPage = false)))
}
