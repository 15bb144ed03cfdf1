// The runner of bulk actions: a job per confirmed action, each row one item sent to the API
// with at most MAX_IN_FLIGHT at a time. Jobs live in this module, not in a component, so a
// job goes on when its page is left and is still there, finished, when the user comes back;
// each one is also reported to the session's activity store.
import { useSyncExternalStore } from 'react'
import { activities } from '~/features/activity/store'

export const MAX_IN_FLIGHT = 4

export type ItemStatus = 'queued' | 'running' | 'done' | 'failed'

type JobItem = {
  /** the row's name, as the progress lists it */
  name: string
  status: ItemStatus
  /** the API's message, for a failed item */
  message?: string
}

export type Job = {
  id: string
  /** "Delete 3 disks" */
  title: string
  /** the list it was started from */
  to: string
  /** the summary's verb: "deleted" */
  done: string
  items: readonly JobItem[]
}

export type JobRequest = {
  title: string
  to: string
  done: string
  /** one per row: its name and the call that acts on it */
  items: { name: string; run: () => Promise<unknown> }[]
  /** after each item, whether it worked or not (refetch the list) */
  afterEach?: () => void
}

let jobs: readonly Job[] = []
const runs = new Map<string, { request: JobRequest; activity: string }>()
const listeners = new Set<() => void>()
let counter = 0

const put = (job: Job) => {
  jobs = jobs.map((j) => (j.id === job.id ? job : j))
  listeners.forEach((l) => l())
}
const find = (id: string) => jobs.find((j) => j.id === id)

const count = (job: Pick<Job, 'items'>, status: ItemStatus) => job.items.filter((i) => i.status === status).length

/** "3 deleted, 1 failed": what happened to the items, for a finished job. */
export function summaryOf(job: Pick<Job, 'items' | 'done'>): string {
  const [done, failed] = [count(job, 'done'), count(job, 'failed')]
  return failed ? `${done} ${job.done}, ${failed} failed` : `${done} ${job.done}`
}

/** Whether every item has had its answer. */
export const isFinished = (job: Pick<Job, 'items'>) => count(job, 'queued') + count(job, 'running') === 0

/** "2 of 3 done": how far a running job is. */
export const progressOf = (job: Job) => {
  const settled = count(job, 'done') + count(job, 'failed')
  return `${settled} of ${job.items.length} done`
}

function setItem(id: string, index: number, patch: Partial<JobItem>) {
  const job = find(id)
  if (job) put({ ...job, items: job.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) })
}

/** Sends queued items while fewer than MAX_IN_FLIGHT are out; ends the job when none are left. */
function pump(id: string) {
  const job = find(id)
  const run = runs.get(id)
  if (!job || !run) return
  let active = count(job, 'running')
  job.items.forEach((item, index) => {
    if (item.status !== 'queued' || active >= MAX_IN_FLIGHT) return
    active++
    setItem(id, index, { status: 'running', message: undefined })
    // a call that throws at once fails its item like one that fails later
    Promise.resolve()
      .then(run.request.items[index].run)
      .then(
        () => setItem(id, index, { status: 'done' }),
        (e: unknown) => setItem(id, index, { status: 'failed', message: e instanceof Error ? e.message : String(e) }),
      )
      .finally(() => {
        run.request.afterEach?.()
        report(id)
        pump(id)
      })
  })
  // reached with nothing left once per run: by the item answered last, or at once for no items
  const now = find(id)!
  if (isFinished(now)) {
    activities.finish(run.activity, count(now, 'failed') ? 'failed' : 'done', summaryOf(now))
  }
}

function report(id: string) {
  const job = find(id)
  const run = runs.get(id)
  if (!job || !run || isFinished(job)) return
  const settled = count(job, 'done') + count(job, 'failed')
  activities.update(run.activity, { detail: progressOf(job), progress: settled / job.items.length })
}

const track = (job: Job) => activities.start({ kind: 'bulk', title: job.title, to: job.to, detail: progressOf(job) })

/** Starts a job; it runs whatever becomes of the page. Gives its id. */
export function startJob(request: JobRequest): string {
  const id = `job-${++counter}`
  const job: Job = {
    id,
    title: request.title,
    to: request.to,
    done: request.done,
    items: request.items.map((i) => ({ name: i.name, status: 'queued' })),
  }
  jobs = [...jobs, job]
  runs.set(id, { request, activity: track(job) })
  pump(id)
  return id
}

/** Sends the failed items of a finished job again; the ones that worked are left alone. */
export function retryFailed(id: string) {
  const job = find(id)
  const run = runs.get(id)
  if (!job || !run || !isFinished(job) || count(job, 'failed') === 0) return
  const again: Job = {
    ...job,
    items: job.items.map((i) => (i.status === 'failed' ? { name: i.name, status: 'queued' } : i)),
  }
  put(again)
  run.activity = activities.start({
    kind: 'bulk',
    title: `${job.title}: retry of ${count(job, 'failed')} failed`,
    to: job.to,
    detail: progressOf(again),
  })
  pump(id)
}

/** Takes a finished job off its list's notices. */
export function dismissJob(id: string) {
  const job = find(id)
  if (!job || !isFinished(job)) return
  jobs = jobs.filter((j) => j.id !== id)
  runs.delete(id)
  listeners.forEach((l) => l())
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l))
const all = () => jobs

/** The job with this id, following its changes. */
export const useJob = (id: string) => useSyncExternalStore(subscribe, all).find((j) => j.id === id)

/** The jobs started from the list at `to`, oldest first. */
export const useJobsOf = (to: string) => useSyncExternalStore(subscribe, all).filter((j) => j.to === to)

/** For tests: every job, as the store holds them. */
export const allJobs = all
