// The API has no list of uploaded repositories (in this version a repository is only found by
// its system version), so the screen lists the versions it knows of: the current target
// release, and those uploaded or looked up from this browser, kept in localStorage. Each is
// read from the API again, so one the rack does not have says so.
import { useSyncExternalStore } from 'react'
import { isSemver } from '~/util/semver'

const KEY = 'system-update-versions'

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && isSemver(v)) : []
  } catch {
    // unavailable or damaged storage: start from nothing
    return []
  }
}

let versions: string[] | undefined
const listeners = new Set<() => void>()
const snapshot = () => (versions ??= stored())

function set(next: string[]) {
  versions = next
  try {
    localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // without storage the list lasts as long as the page
  }
  listeners.forEach((l) => l())
}

export const rememberVersion = (version: string) => {
  if (!snapshot().includes(version)) set([...snapshot(), version])
}

export const forgetVersion = (version: string) => set(snapshot().filter((v) => v !== version))

export function useKnownVersions(): string[] {
  return useSyncExternalStore((listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }, snapshot)
}
