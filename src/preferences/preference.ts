import { useSyncExternalStore } from 'react'

/**
 * A choice the user makes once and keeps across visits, in localStorage: the theme and how
 * dates read. Preferences, not credentials. Storage that cannot be read or written (a
 * private window that forbids it) leaves the first value, the default, in force. `apply`
 * runs with the value at once and on every change.
 */
export function preference<T extends string>(key: string, values: readonly [T, ...T[]], apply?: (value: T) => void) {
  const listeners = new Set<() => void>()
  let current = values[0]
  try {
    current = values.find((v) => v === localStorage[key]) ?? current
  } catch {
    // the default, then
  }
  const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))
  const get = () => current
  apply?.(current)
  return {
    get,
    set(value: T) {
      current = value
      apply?.(value)
      try {
        localStorage[key] = value
      } catch {
        // kept for this visit only
      }
      listeners.forEach((l) => l())
    },
    /** the current value; the component renders again when it changes */
    use: () => useSyncExternalStore(subscribe, get),
  }
}
