/**
 * The mock's service worker, registered as soon as the page's entry runs: it downloads,
 * installs and takes control of the page (~70-130 ms on a first visit) while the mock's own
 * code (MSW, handlers, seed data) downloads and evaluates, rather than after it. Kept out of
 * `browser.ts` so that the entry carries only these few lines; in the production build the
 * entry's `__MOCK__` branch, and with it this module, is gone.
 */
export const WORKER_SCRIPT = '/mockServiceWorker.js'

/** Starts the worker's registration; undefined where the browser has no service workers. */
export function registerEarly(): Promise<ServiceWorkerRegistration | undefined> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  // a failure is MSW's to report, with its own message, when it registers the worker itself
  return container ? container.register(WORKER_SCRIPT).catch(() => undefined) : Promise.resolve(undefined)
}

/**
 * Resolves once a worker this page registered, and that was still on its way in, has taken
 * control. MSW reloads a page that has a registration of its worker but no controller (its
 * remedy for a hard reload, which leaves a page uncontrolled), so it must not start in
 * between. A worker already active, or none, is left to MSW as before.
 *
 * A page its worker already controls (every visit after the first) does not wait for the
 * registration at all: registering again waits for the browser's update check of the worker,
 * which took ~2.5 s for a page loaded again within seconds of the first (Chromium), and MSW
 * starts an update of its own without waiting for it.
 */
export async function untilInstalled(
  registering: Promise<ServiceWorkerRegistration | undefined>,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<void> {
  if (!container || container.controller) return
  const registration = await registering
  if (!registration || container.controller) return
  const worker = registration.installing ?? registration.waiting ?? registration.active
  if (!worker || worker.state === 'activated' || worker.state === 'redundant') return
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true })
    // a worker that failed to install, or is active without having claimed the page, is
    // MSW's to handle (it says why, or reloads)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve()
    })
  })
}
