// Waiting, retrying and polling, all of which stop at once when the upload is cancelled.
import { isApiError } from '~/api/errors'

export const abortError = () => new DOMException('The upload was cancelled', 'AbortError')

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` fires. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError())
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortError())
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Worth another try: the network dropped (fetch throws a TypeError), the server is busy
 * (429, 503) or broke (5xx). A 4xx answer is about the request itself and will not change,
 * and neither will 501 Not Implemented.
 */
function isTransient(e: unknown): boolean {
  if (isAbort(e)) return false
  if (e instanceof TypeError) return true
  if (isApiError(e)) {
    const status = e.statusCode ?? 0
    return status === 429 || (status >= 500 && status !== 501)
  }
  return false
}

export type RetryOptions = {
  /** tries after the first */
  retries: number
  /** the wait before the first retry; doubled for each one after */
  backoffMs: number
  signal?: AbortSignal
  onRetry?: (attempt: number, error: unknown) => void
}

/** Runs `fn` until it succeeds, fails for good, or runs out of retries. */
export async function withRetries<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn()
    } catch (e) {
      if (attempt >= opts.retries || !isTransient(e) || opts.signal?.aborted) throw e
      opts.onRetry?.(attempt + 1, e)
      // jitter keeps parallel chunks that failed together from retrying in lockstep
      await sleep(opts.backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5), opts.signal)
    }
  }
}

class PollTimeoutError extends Error {
  constructor(what: string, seconds: number) {
    super(`Timed out after ${seconds} s waiting for ${what}`)
    this.name = 'PollTimeoutError'
  }
}

export type PollOptions = {
  /** first wait between reads; grows by half each time up to maxIntervalMs */
  intervalMs: number
  maxIntervalMs: number
  timeoutMs: number
  signal?: AbortSignal
}

/**
 * Reads until `done` holds for what `read` returned, backing off gently: state changes on
 * the control plane take from milliseconds to a few seconds.
 */
export async function pollUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  opts: PollOptions,
): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs
  let interval = opts.intervalMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() >= deadline) throw new PollTimeoutError(what, Math.round(opts.timeoutMs / 1000))
    await sleep(interval, opts.signal)
    interval = Math.min(opts.maxIntervalMs, interval * 1.5)
  }
}
