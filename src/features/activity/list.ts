// The part of the activity store the first page needs: the stored list, read once at load,
// its listeners and the top bar's count. Everything that changes the list (./store, the API
// the features use) loads with the features, so the first chunk only carries this.
import { useSyncExternalStore } from 'react'
import type { Activity } from './store'

const STORAGE_KEY = 'console-activity'

type Listener = () => void
const listeners = new Set<Listener>()
let entries: readonly Activity[] = read()

/**
 * What was running when the page went cannot have gone on, so it comes back interrupted,
 * unless its kind picks the work up again and said so with `resumable`.
 */
function read(): Activity[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown
    if (!Array.isArray(raw)) return []
    return (raw as Activity[])
      .filter((a) => typeof a?.title === 'string')
      .map((a) =>
        a.status === 'running' && !a.resumable
          ? {
              ...a,
              status: 'interrupted' as const,
              detail: 'Interrupted when the page was reloaded',
              endedAt: Date.now(),
            }
          : a,
      )
  } catch {
    return []
  }
}

export const getEntries = () => entries

/** Replaces the list, saves it and tells every reader. */
export function setEntries(next: readonly Activity[]) {
  entries = next
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // kept for this page only
  }
  listeners.forEach((l) => l())
}

export function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** A number (or flag) read from the list; the component renders again only when it changes. */
export const useCount = (count: (a: Activity) => boolean) =>
  useSyncExternalStore(subscribe, () => entries.filter(count).length)
