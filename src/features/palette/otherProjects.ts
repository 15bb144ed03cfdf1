// The lists of every project but the open one, which the palette reads once the user types:
// five a project, in the background queue (~/api/background). A silo of 300 projects asked for
// 1,500 at once, and every call of the page behind, or of the page chosen, waited behind them
// (a click on Disks once the palette had searched for a second: 68.7 s, production bundle, the
// Node mock's delay; 0.5 s now). Watched here, not by a query observer each: useQueries went
// over all 1,525 queries again at each answer, and 305 projects' lists took 52 s of the page's
// thread (test bundle, no delay; 1.9 s here).
import { hashKey } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { readApart } from '~/api/background'
import { queryClient } from '~/api/client'
import type { Entry, Source } from './sources'

export type OtherProjects = {
  /** the entries of the lists read so far */
  entries: Entry[]
  /** how many projects have had each of their lists read (answered or failed) */
  read: number
  total: number
}

/**
 * The entries of `projects`' lists (`listsOf`), read while the caller is on the page and
 * dropped, those not yet sent, when it leaves or the projects change.
 */
export function useOtherProjects(projects: string[], listsOf: (project: string) => Source[]): OtherProjects {
  // `projects` the same array while they are the same projects (the caller's memo)
  const store = useMemo(() => otherProjectsStore(projects, listsOf), [projects, listsOf])
  useEffect(() => store.start(), [store])
  return useSyncExternalStore(store.subscribe, store.snapshot)
}

/**
 * How often the palette hears of the answers: the in-browser mock answers a read every few ms,
 * and the palette searched its entries again at each (305 projects' lists: 4.6 -> 1.9 s, test bundle).
 */
const TOLD_EVERY_MS = 50

function otherProjectsStore(projects: string[], listsOf: (project: string) => Source[]) {
  // each with its key's hash, made once: the cache is looked in at every answer
  const lists = projects.map((project) =>
    listsOf(project).map((s) => {
      const options = readApart(s.options, true)
      return { ...s, options, hash: hashKey(options.queryKey) }
    }),
  )
  const all = lists.flat()
  const hashes = new Set(all.map((s) => s.hash))
  const stateOf = (hash: string) => queryClient.getQueryCache().get(hash)?.state
  // each list's entries made once for each answer, not at every other list's
  const entriesOf = new WeakMap<object, Entry[]>()
  const entriesIn = (source: Source, data: object) => {
    if (!entriesOf.has(data)) entriesOf.set(data, source.entries(data))
    return entriesOf.get(data)!
  }
  let last: OtherProjects | null = null

  function read(): OtherProjects {
    let done = 0
    const entries: Entry[] = []
    for (const project of lists) {
      // read once each of its lists has answered or failed
      let answered = true
      for (const source of project) {
        const state = stateOf(source.hash)
        if (state?.data !== undefined) entries.push(...entriesIn(source, state.data as object))
        else if (state?.status !== 'error') answered = false
      }
      if (answered) done++
    }
    return { entries, read: done, total: projects.length }
  }

  return {
    /** Starts the reads; the function returned drops those not yet sent. */
    start() {
      for (const source of all) void queryClient.prefetchQuery(source.options)
      return () => void queryClient.cancelQueries({ predicate: (q) => hashes.has(q.queryHash) })
    },
    subscribe(onChange: () => void) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (timer || !hashes.has(event.query.queryHash)) return
        // told once for every answer of the next moment: each telling searches every entry again
        timer = setTimeout(() => {
          timer = undefined
          last = null
          onChange()
        }, TOLD_EVERY_MS)
      })
      return () => {
        clearTimeout(timer)
        unsubscribe()
      }
    },
    snapshot: () => (last ??= read()),
  }
}
