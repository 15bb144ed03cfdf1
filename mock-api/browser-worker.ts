/**
 * Starting, and starting again, the in-browser mock's service worker without ever leaving an
 * uncaught error behind. Kept apart from `browser.ts` (which wires MSW to the handlers) so that
 * the rules can be unit-tested without a browser.
 */

/** The two calls of MSW's `setupWorker` result this module drives. */
export type StartableWorker = { start(): Promise<unknown>; stop(): void }

export type KeepMockingOptions = {
  /** True once the page is being left: failures then are the browser tearing it down. */
  leaving: () => boolean
  /** Whether the mock answers now; asked after a restart, which can resolve and leave the page unmocked. */
  answers: () => Promise<boolean>
  /** Waits before the 2nd, 3rd... attempt of a start that failed; one attempt per entry, plus the first. */
  retryDelaysMs?: readonly number[]
  /** Where a start that failed every attempt is reported (the page stays, with no mock API). */
  report?: (message: string) => void
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Serialises the worker's starts. A start asked for while one is under way is folded into a
 * single further start once it is done: MSW's start is not reentrant (two at once register
 * its request listeners twice, or leave the page with no mock at all).
 *
 * `start()` resolves to true once mocking is on, to false when the page was left first, and
 * rejects with a clear message when every attempt failed while the page stayed.
 */
export function keepMocking(worker: StartableWorker, options: KeepMockingOptions) {
  const { leaving, answers, retryDelaysMs = [100, 400, 1500], report = console.error, wait = sleep } = options
  // MSW counts a start as on even when it failed, and refuses the next one as redundant
  // until it is stopped; it also warns about a stop with no start. Track it here.
  let on = false
  const stop = () => {
    if (on) worker.stop()
    on = false
  }

  async function startWithRetries(): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const restarting = on
      stop()
      on = true
      try {
        await worker.start()
        // The worker hears "this client closed" (sent by every stop, and by MSW on every
        // beforeunload) and "mock this client" as messages; when they cross, it passes this
        // page's calls through although the start resolved. Only an answer tells.
        if (restarting && !(await answers())) throw new Error('the worker started but does not answer the page')
        return true
      } catch (error) {
        if (leaving()) return false
        if (attempt >= retryDelaysMs.length) {
          stop()
          throw new Error(`The mock API could not start its service worker: ${messageOf(error)}`, { cause: error })
        }
        await wait(retryDelaysMs[attempt])
        if (leaving()) return false
      }
    }
  }

  let running: Promise<boolean> | undefined
  let again = false
  async function cycle(): Promise<boolean> {
    try {
      let started: boolean
      do {
        again = false
        started = await startWithRetries()
      } while (again && started && !leaving())
      return started
    } finally {
      // cleared in the same turn as the last check of `again`, so no request falls between
      running = undefined
    }
  }

  function start(): Promise<boolean> {
    if (running) {
      again = true
      return running
    }
    running = cycle()
    return running
  }

  /** A start nobody awaits: a failure is reported once, never left uncaught. */
  function restart() {
    if (running) again = true
    else start().catch((error: unknown) => report(`[mock-api] ${messageOf(error)}; reload the page to try again`))
  }

  return { start, restart }
}

/**
 * MSW refreshes an existing registration with `registration.update()` and leaves that promise
 * unobserved. Its worker unregisters itself whenever this page, its only client, says it is
 * closing (on every `beforeunload`, kept or not), so an update racing that fails while the
 * registration MSW already holds keeps serving the page: "Not found" when the registration is
 * gone, "The object is in an invalid state" (the script then reads 'Unknown') while it is
 * being removed. Only those failures, for our own script or our own scope, are this.
 */
export function isRefusedWorkerUpdate(reason: unknown, scriptUrl: string): boolean {
  if (!(reason instanceof Error) || !reason.message.startsWith('Failed to update a ServiceWorker')) return false
  const scope = new URL('./', scriptUrl).href
  return (
    reason.message.includes(`('${scriptUrl}')`) ||
    (reason.message.includes(`for scope ('${scope}')`) && reason.message.includes("with script ('Unknown')"))
  )
}

/** What MSW's page side tells its worker when this page closes, or stops mocking. */
export const CLIENT_CLOSED = 'CLIENT_CLOSED'
/** What keeps MSW's worker from being stopped as idle, and how often MSW sends it. */
export const KEEPALIVE_REQUEST = 'KEEPALIVE_REQUEST'
export const KEEPALIVE_MS = 5000

type MessageTarget = { postMessage(message: unknown, ...rest: never[]): void }

/**
 * MSW tells its worker "this client closed" on every `beforeunload` (kept or not) and on every
 * stop, and the worker handles its messages asynchronously: a "closed" can overtake the "mock
 * this client" of the restart that follows it, which leaves the page unmocked and unregisters
 * the worker under it. A page that stays has not closed, so the message is dropped until the
 * page is really going (`leaving`); the caller tells the worker then, once.
 *
 * Patches `postMessage` of `target` (ServiceWorker.prototype in the browser).
 */
export function closeOnlyWhenLeaving(target: MessageTarget, leaving: () => boolean) {
  const post = target.postMessage
  target.postMessage = function (this: unknown, message: unknown, ...rest: never[]) {
    if (message === CLIENT_CLOSED && !leaving()) return
    post.call(this, message, ...rest)
  }
}
