/**
 * Passes values on at most once per `ms`: the first at once, then the latest of each window
 * when it ends, so a transfer's thousand chunk callbacks become a few store writes a second
 * (each write is a sessionStorage save and a render of everything that reads the store).
 * `flush` sends what is waiting at once (before the final write), `cancel` drops it.
 */
export function throttle<T>(send: (value: T) => void, ms: number, now = () => Date.now()) {
  let last = -Infinity
  let waiting: { value: T } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const fire = () => {
    timer = undefined
    if (!waiting) return
    const { value } = waiting
    waiting = null
    last = now()
    send(value)
  }

  return {
    push(value: T) {
      waiting = { value }
      if (timer !== undefined) return
      const wait = last + ms - now()
      if (wait <= 0) fire()
      else timer = setTimeout(fire, wait)
    },
    flush() {
      clearTimeout(timer)
      fire()
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
      waiting = null
    },
  }
}
