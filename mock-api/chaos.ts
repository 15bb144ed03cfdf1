/**
 * Optional latency and fault injection, so the console's loading and error states can be
 * seen without a real, slow or flaky control plane.
 */
import { apiError, forbidden, unauthorized } from './errors'

export type MockOptions = {
  /** wait 200-400 ms before answering, like a real network round trip */
  delay: boolean
  /** 0-100: chance that a call fails at random; read per call so it can change at run time */
  chaosPercent: () => number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const randomLatency = () => sleep(200 + Math.random() * 200)

const CHAOS_FAILURES: (() => Response)[] = [
  unauthorized,
  forbidden,
  () => apiError(404, 'ObjectNotFound', 'not found: dropped by the mock API chaos mode'),
  () => apiError(500, 'Internal', 'Internal Server Error (mock API chaos mode)'),
]

function chaosFailure(): Response {
  const response = CHAOS_FAILURES[Math.floor(Math.random() * CHAOS_FAILURES.length)]()
  // lets a developer tell an injected failure from a real bug in the network panel
  response.headers.set('x-mock-chaos', '1')
  return response
}

/** Parses a chaos percentage from configuration (env var, localStorage); junk means off. */
export function parseChaosPercent(raw: string | null | undefined): number {
  const n = Number(raw)
  if (raw == null || raw.trim() === '' || !Number.isFinite(n)) return 0
  return Math.min(Math.max(n, 0), 100)
}

export function withDelayAndChaos<A extends unknown[], R>(
  fn: (...args: A) => R,
  opts: MockOptions,
): (...args: A) => Promise<Awaited<R>> {
  return async (...args: A): Promise<Awaited<R>> => {
    const percent = opts.chaosPercent()
    if (percent > 0 && Math.random() * 100 < percent) {
      await randomLatency()
      throw chaosFailure()
    }
    if (opts.delay) await randomLatency()
    return await fn(...args)
  }
}
