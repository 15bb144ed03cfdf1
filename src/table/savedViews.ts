// Views a user saved under a name, per list, in this browser's local storage: a view is the
// list's sort, filters and page size, nothing else (no credentials, no page tokens, which
// go stale). Kept per list operation and route, so one project's instances list offers the
// views saved on another's.
import { useSyncExternalStore } from 'react'
import { paramName } from './list'

export type SavedView = { name: string; params: string }

/** What a saved view holds of the list's query string (its page is not kept: tokens go stale). */
const VIEW_PARAMS = ['sort', 'q', 'state', 'limit']

/** The route a list is on, its params' values replaced by their names: `/projects/:project/disks`. */
export function routeKey(pathname: string, params: Record<string, string | undefined>) {
  const byValue = new Map(Object.entries(params).map(([name, value]) => [encodeURIComponent(value ?? ''), name]))
  return pathname
    .split('/')
    .map((segment) => (byValue.has(segment) && segment ? `:${byValue.get(segment)}` : segment))
    .join('/')
}

export const storageKey = (operation: string, route: string) => `list-views:${operation}:${route}`

/** The list's view in `search`, its names without the list's page key. */
export function viewOf(search: URLSearchParams, key: string | undefined): string {
  const out = new URLSearchParams()
  for (const name of VIEW_PARAMS) {
    const value = search.get(paramName(key, name))
    if (value) out.set(name, value)
  }
  return out.toString()
}

/** `search` showing a saved view: the list's old view and page replaced, other params kept. */
export function withSavedView(search: URLSearchParams, key: string | undefined, params: string) {
  const next = new URLSearchParams(search)
  for (const name of [...VIEW_PARAMS, 'page']) next.delete(paramName(key, name))
  for (const [name, value] of new URLSearchParams(params)) {
    if (VIEW_PARAMS.includes(name)) next.set(paramName(key, name), value)
  }
  return next
}

const isSavedView = (v: unknown): v is SavedView =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SavedView).name === 'string' &&
  typeof (v as SavedView).params === 'string'

/** The views saved under `storage`; anything unreadable there counts as none. */
function readSaved(storage: string): SavedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storage) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isSavedView) : []
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()
const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

function write(storage: string, views: SavedView[]) {
  localStorage.setItem(storage, JSON.stringify(views))
  listeners.forEach((l) => l())
}

/** Saves a view under `name`, replacing one of that name; views stay in name order. */
export function saveView(storage: string, view: SavedView) {
  const others = readSaved(storage).filter((v) => v.name !== view.name)
  write(
    storage,
    [...others, view].sort((a, b) => a.name.localeCompare(b.name)),
  )
}

export const deleteView = (storage: string, name: string) =>
  write(
    storage,
    readSaved(storage).filter((v) => v.name !== name),
  )

/** The views saved under `storage`, kept current as views are saved and deleted. */
export function useSavedViews(storage: string): SavedView[] {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(storage))
  return raw === null ? [] : readSaved(storage)
}
