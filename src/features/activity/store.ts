import { useSyncExternalStore } from 'react'
import { getEntries, setEntries, subscribe, useCount } from './list'

/**
 * This session's long operations, in one place: bulk actions, image uploads, instance state
 * changes the user asked for, support-bundle downloads. Kept in sessionStorage so the list
 * outlives a reload (not a new tab); what was running when the page went cannot have gone
 * on, so it comes back "interrupted", unless its kind can pick the work up again (an
 * instance's state can be watched anew) and says so with `resumable`.
 *
 * Entries hold text and links only: never a credential, never a file's contents.
 */
export type ActivityKind = 'bulk' | 'upload' | 'instance' | 'download'
export type ActivityStatus = 'running' | 'done' | 'failed' | 'interrupted'

export type Activity = {
  id: string
  kind: ActivityKind
  /** what it is: "Delete 4 disks", "Upload ubuntu-24.04.iso", "Stop web-1" */
  title: string
  /** the console path of the resource it acts on, where there is one */
  to?: string
  status: ActivityStatus
  /** a line under the title: "3 of 4 done, 1 failed", "12.4 MiB/s", the API's message */
  detail?: string
  /** how far along, 0 to 1, where that is known */
  progress?: number
  /** whether a reload may go on with it (see above) rather than call it interrupted */
  resumable?: boolean
  /** anything the kind needs to pick up again after a reload (ids, the state awaited) */
  data?: Record<string, string | number | boolean>
  startedAt: number
  endedAt?: number
}

/** the most entries kept; the oldest finished ones go first */
const KEEP = 50

/** Drops the oldest finished entries beyond KEEP; running work is never dropped. */
function trim(list: Activity[]): Activity[] {
  let excess = list.length - KEEP
  if (excess <= 0) return list
  const kept: Activity[] = []
  for (const a of [...list].reverse()) {
    if (excess > 0 && a.status !== 'running') excess--
    else kept.unshift(a)
  }
  return kept
}

const commit = (next: Activity[]) => setEntries(trim(next))

let counter = 0
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`

export const activities = {
  /** Adds a running entry, newest first, and gives its id. */
  start(entry: Omit<Activity, 'id' | 'status' | 'startedAt' | 'endedAt'>): string {
    const id = newId()
    commit([{ ...entry, id, status: 'running', startedAt: Date.now() }, ...getEntries()])
    return id
  },
  /** Changes what a running entry says (its detail, progress, link or data). */
  update(id: string, patch: Partial<Pick<Activity, 'title' | 'detail' | 'progress' | 'to' | 'data'>>) {
    if (!getEntries().some((a) => a.id === id)) return
    commit(getEntries().map((a) => (a.id === id ? { ...a, ...patch } : a)))
  },
  /** Ends an entry: done, failed (with the API's message as `detail`) or interrupted. */
  finish(id: string, status: Exclude<ActivityStatus, 'running'>, detail?: string) {
    if (!getEntries().some((a) => a.id === id)) return
    commit(
      getEntries().map((a) =>
        a.id === id ? { ...a, status, detail: detail ?? a.detail, endedAt: Date.now(), resumable: false } : a,
      ),
    )
  },
  /** Takes finished entries off the list; running ones stay. */
  clearFinished() {
    commit(getEntries().filter((a) => a.status === 'running'))
  },
  get: getEntries,
  subscribe,
}

/** Every entry, newest first; the component renders again on any change. */
export const useActivities = () => useSyncExternalStore(activities.subscribe, activities.get)

/** How many entries are running now (the top bar's badge). */
export const useRunningCount = () => useCount((a) => a.status === 'running')
