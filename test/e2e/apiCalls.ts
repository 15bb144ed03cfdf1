// The API calls a page makes, as a browser test sees them. The in-browser mock answers the
// page's calls in the page itself (mock-api/browser.ts), so they never reach the browser's
// network, where Playwright's own request events look: the mock tells of each call
// (mock-api/calls-seen.ts), and this passes them on. Against a real server (the remote
// proxy to the Node mock) the calls are the network's, and its events are passed on instead.
import type { Page, Request, Response } from '@playwright/test'
import { isApiPathname } from '../../mock-api/api-paths'
import { REQUEST_EVENT, RESPONSE_EVENT } from '../../mock-api/calls-seen'

/** A call as it left: the part of Playwright's Request the tests read. */
export type ApiRequest = {
  url(): string
  method(): string
  postData(): string | null
  postDataJSON(): unknown
  /** when it left, by the page's clock (`performance.now()`); NaN for a call over the network */
  at(): number
}
/** Its answer, as Playwright's Response has it. */
export type ApiResponse = {
  url(): string
  status(): number
  headers(): Record<string, string>
  json(): Promise<unknown>
  request(): ApiRequest
}

/**
 * A request's body larger than this is not passed on (null): no test reads one, and an
 * upload's 700 KB bulk writes would each be copied to the test. Answers are passed on up to
 * MAX_ANSWER (a week of a metric's history is ~1 MB).
 */
const MAX_BODY = 64 * 1024
const MAX_ANSWER = 4 * 1024 * 1024

/** What the page hands over for each event: plain data, made in the page. */
type Told = {
  kind: 'request' | 'response'
  id: string
  method: string
  url: string
  body: string | null
  status: number
  headers: Record<string, string>
  at: number
}

type Names = { binding: string; requestEvent: string; responseEvent: string; maxBody: number; maxAnswer: number }

/** Runs in the page: passes the mock's events on to the test, in the order they came. */
function tellCalls({ binding, requestEvent, responseEvent, maxBody, maxAnswer }: Names) {
  const w = window as unknown as Record<string, unknown>
  if (w.__apiCallsTold) return
  w.__apiCallsTold = true
  // a clone taken at once, before the mock reads the request; an answer's size is its header's
  // (one the page has read already has no body left to tell)
  const textOf = async (message: globalThis.Request | globalThis.Response, limit: number) => {
    if (message.body === null || message.bodyUsed) return null
    if (Number(message.headers.get('content-length') ?? 0) > limit) return null
    const blob = await message.clone().blob()
    return blob.size > limit ? null : blob.text()
  }
  let told = Promise.resolve()
  const tell = (kind: Told['kind']) => (event: Event) => {
    type Call = { id: string; request: globalThis.Request; response?: globalThis.Response }
    const { id, request, response } = (event as CustomEvent<Call>).detail
    const body = textOf(response ?? request, response ? maxAnswer : maxBody).catch(() => null)
    const head = {
      kind,
      id,
      method: request.method,
      url: request.url,
      status: response?.status ?? 0,
      headers: Object.fromEntries(response?.headers ?? []),
      at: performance.now(),
    }
    const send = w[binding] as (t: Told) => Promise<void>
    // told in order, each once its body is read (all are read at once); the test's side is not
    // waited for, or the page's calls would come to the test ever later
    told = told.then(async () => void send({ ...head, body: await body }).catch(() => {}))
  }
  window.addEventListener(requestEvent, tell('request'))
  window.addEventListener(responseEvent, tell('response'))
}

const toldRequest = (t: Told): ApiRequest => ({
  url: () => t.url,
  method: () => t.method,
  postData: () => t.body,
  postDataJSON: () => (t.body === null ? null : JSON.parse(t.body)),
  at: () => t.at,
})

const toldResponse = (t: Told, request: ApiRequest): ApiResponse => ({
  url: () => t.url,
  status: () => t.status,
  headers: () => t.headers,
  json: async () => {
    if (t.body === null) throw new Error(`the answer of ${t.url} was not passed on: too large, or none`)
    return JSON.parse(t.body)
  },
  request: () => request,
})

const isApiCall = (url: string) => isApiPathname(new URL(url).pathname)

const networkRequest = (r: Request): ApiRequest => ({
  url: () => r.url(),
  method: () => r.method(),
  postData: () => r.postData(),
  postDataJSON: () => r.postDataJSON(),
  at: () => Number.NaN,
})

const networkResponse = (r: Response): ApiResponse => ({
  url: () => r.url(),
  status: () => r.status(),
  headers: () => r.headers(),
  json: () => r.json(),
  request: () => networkRequest(r.request()),
})

type Listeners = { request: ((r: ApiRequest) => void)[]; response: ((r: ApiResponse) => void)[] }

const watched = new WeakMap<Page, Promise<Listeners>>()

async function watch(page: Page): Promise<Listeners> {
  const listeners: Listeners = { request: [], response: [] }
  const requests = new Map<string, ApiRequest>()
  const binding = '__apiCallTold'
  await page.exposeBinding(binding, (_source, t: Told) => {
    if (t.kind === 'request') {
      const request = toldRequest(t)
      requests.set(t.id, request)
      for (const listener of [...listeners.request]) listener(request)
    } else {
      const response = toldResponse(t, requests.get(t.id) ?? toldRequest({ ...t, body: null }))
      requests.delete(t.id)
      for (const listener of [...listeners.response]) listener(response)
    }
  })
  const names: Names = {
    binding,
    requestEvent: REQUEST_EVENT,
    responseEvent: RESPONSE_EVENT,
    maxBody: MAX_BODY,
    maxAnswer: MAX_ANSWER,
  }
  await page.addInitScript(tellCalls, names)
  await page.evaluate(tellCalls, names)
  page.on('request', (r) => {
    if (isApiCall(r.url())) for (const listener of [...listeners.request]) listener(networkRequest(r))
  })
  page.on('response', (r) => {
    if (isApiCall(r.url())) for (const listener of [...listeners.response]) listener(networkResponse(r))
  })
  return listeners
}

/** Waits for the first of `list`'s events that `pick` takes, within `timeout` ms. */
function waitFor<T>(list: ((r: T) => void)[], pick: (r: T) => boolean, what: string, timeout = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => list.splice(list.indexOf(listener), 1)
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`no API ${what} as expected within ${timeout} ms`))
    }, timeout)
    const listener = (r: T) => {
      if (!pick(r)) return
      clearTimeout(timer)
      stop()
      resolve(r)
    }
    list.push(listener)
  })
}

/**
 * The page's API calls from now on (and on every page it loads later): listeners for each
 * request and answer, and waits for one, as Playwright's own events have them. The test
 * fixtures' pages are watched from their start (./fixtures).
 */
export async function apiCalls(page: Page) {
  if (!watched.has(page)) watched.set(page, watch(page))
  const listeners = await watched.get(page)!
  return {
    onRequest: (listener: (r: ApiRequest) => void) => void listeners.request.push(listener),
    onResponse: (listener: (r: ApiResponse) => void) => void listeners.response.push(listener),
    waitForRequest: (pick: (r: ApiRequest) => boolean, timeout?: number) =>
      waitFor(listeners.request, pick, 'request', timeout),
    waitForResponse: (pick: (r: ApiResponse) => boolean, timeout?: number) =>
      waitFor(listeners.response, pick, 'response', timeout),
    /** Resolves once every call the page made so far has been told (they are told in order). */
    async told() {
      const marker = `/v1/ping?told=${Math.random()}`
      const seen = waitFor(listeners.request, (r) => r.url().endsWith(marker), 'request')
      await page.evaluate((url) => fetch(url).then(() => {}), marker)
      await seen
    },
  }
}

/**
 * The calls `pick` keeps from now on, as they are made: how many were, and the most on their
 * way at once (the background queue's bound, ~/api/background); `told` as in `apiCalls`.
 */
export async function callsInFlight(page: Page, pick: (url: string) => boolean) {
  const calls = await apiCalls(page)
  const seen = { made: 0, inFlight: 0, most: 0 }
  calls.onRequest((r) => {
    if (!pick(r.url())) return
    seen.made++
    seen.most = Math.max(seen.most, ++seen.inFlight)
  })
  calls.onResponse((r) => void (pick(r.url()) && seen.inFlight--))
  return { seen, told: calls.told }
}
