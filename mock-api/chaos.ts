/**
 * Optional latency and fault injection, so the console's loading and error states can be
 * seen without a real, slow or flaky control plane: chaos mode fails a share of all calls at
 * random, targeted faults make chosen operations fail with a chosen status every time.
 */
import { apiError, forbidden, internalError, serviceUnavailable, unauthorized } from './errors'

/** Operation (the generated handler's name, e.g. `floatingIpList`) -> HTTP status it fails with. */
export type Faults = Record<string, number>

export type MockOptions = {
  /** wait 200-400 ms before answering, like a real network round trip */
  delay: boolean
  /** 0-100: chance that a call fails at random; read per call so it can change at run time */
  chaosPercent: () => number
  /** operations to fail, and how; read per call like `chaosPercent`. None when left out. */
  faults?: () => Faults
  /**
   * How long a call has already been on its way when the mock takes it in, counted off its
   * delay (./sent-at.ts): the in-browser mock only. None when left out.
   */
  timeOnTheWay?: (request: Request) => number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A round trip of 200-400 ms, less the time the call has spent on its way already. */
const randomLatency = (onTheWay: number) => sleep(Math.max(0, 200 + Math.random() * 200 - onTheWay))

const CHAOS_FAILURES: (() => Response)[] = [
  unauthorized,
  forbidden,
  () => apiError(404, 'ObjectNotFound', 'not found: dropped by the mock API chaos mode'),
  () => apiError(500, 'Internal', 'Internal Server Error (mock API chaos mode)'),
]

/** Marks an injected failure, so a developer can tell it from a real bug in the network panel. */
function marked(response: Response, header: string): Response {
  response.headers.set(header, '1')
  return response
}

const chaosFailure = () => marked(CHAOS_FAILURES[Math.floor(Math.random() * CHAOS_FAILURES.length)](), 'x-mock-chaos')

/** The real API's error body for a status, as a fault of `operation` answers with it. */
function faultResponse(status: number, operation: string): Response {
  switch (status) {
    case 401:
      return unauthorized()
    case 403:
      return forbidden()
    case 404:
      return apiError(404, 'ObjectNotFound', `not found: ${operation} (fault injected by the mock API)`)
    case 409:
      return apiError(409, 'Conflict', 'Conflict')
    case 500:
      return internalError()
    case 503:
      return serviceUnavailable()
    case 507:
      return apiError(507, 'InsufficientCapacity', 'Insufficient Capacity')
  }
  // otherwise the API's catch-alls: a request it will not take, or a failure of its own
  return status < 500
    ? apiError(status, 'InvalidRequest', 'Bad Request')
    : apiError(status, 'Internal', 'Internal Server Error')
}

/** Parses a chaos percentage from configuration (env var, localStorage); junk means off. */
export function parseChaosPercent(raw: string | null | undefined): number {
  const n = Number(raw)
  if (raw == null || raw.trim() === '' || !Number.isFinite(n)) return 0
  return Math.min(Math.max(n, 0), 100)
}

const isErrorStatus = (status: unknown): status is number =>
  Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599

/**
 * Parses targeted faults from configuration (env var, localStorage): a JSON object mapping
 * operations to error statuses, `{"floatingIpList": 500}`. Junk means no faults; an entry
 * whose status is not an error status (400-599) is left out.
 */
export function parseFaults(raw: string | null | undefined): Faults {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? '')
  } catch {
    return {}
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
  return Object.fromEntries(Object.entries(parsed).filter(([, status]) => isErrorStatus(status)))
}

/**
 * Wraps the handler of `operation`: a targeted fault answers after the usual delay, before
 * the handler runs (so signed out or not, a fault is a fault); chaos fails calls at random,
 * always after a delay; otherwise the handler answers, after the delay if it is on.
 */
export function withDelayAndFaults<A extends unknown[], R>(
  operation: string,
  fn: (...args: A) => R,
  opts: MockOptions,
): (...args: A) => Promise<Awaited<R>> {
  return async (...args: A): Promise<Awaited<R>> => {
    const request = (args[0] as { req?: Request } | undefined)?.req
    const onTheWay = request && opts.timeOnTheWay ? opts.timeOnTheWay(request) : 0
    const status = opts.faults?.()[operation]
    if (status !== undefined) {
      if (opts.delay) await randomLatency(onTheWay)
      throw marked(faultResponse(status, operation), 'x-mock-fault')
    }
    const percent = opts.chaosPercent()
    if (percent > 0 && Math.random() * 100 < percent) {
      await randomLatency(onTheWay)
      throw chaosFailure()
    }
    if (opts.delay) await randomLatency(onTheWay)
    return await fn(...args)
  }
}
