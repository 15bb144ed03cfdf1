// An instance state change the user asked for (start, stop, reboot), followed in the activity
// panel until the instance gets there: the entry starts when the call is sent, and the
// watcher (./InstanceWatcher) ends it from what the instance query sees. Plain data and
// rules, so the decisions are tested without a browser.
import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { pb } from '~/paths'
import { activities, type Activity } from './store'

export type PowerAction = 'start' | 'stop' | 'reboot'

const WORDS: Record<PowerAction, { title: string; doing: string; awaited: InstanceState }> = {
  start: { title: 'Start', doing: 'Starting', awaited: 'running' },
  stop: { title: 'Stop', doing: 'Stopping', awaited: 'stopped' },
  // a reboot ends where it began, so it is only done once the instance was seen leaving
  reboot: { title: 'Reboot', doing: 'Rebooting', awaited: 'running' },
}

/** How long the watcher waits for a state before it gives up saying so. */
export const WATCH_LIMIT_MS = 15 * 60_000

/** What the watcher keeps in an entry's `data` (strings and flags, as the store keeps). */
export type PowerData = {
  project: string
  instance: string
  awaited: InstanceState
  /**
   * whether the instance may be done on reaching the awaited state: at once for a start or a
   * stop, and for a reboot (which ends where it began) only once seen out of it
   */
  left: boolean
}

export const powerData = (a: Pick<Activity, 'data'>) => a.data as PowerData | undefined

/** Whether the watcher has work in this entry. */
export const isWatched = (a: Activity) => a.kind === 'instance' && a.status === 'running' && !!powerData(a)?.awaited

/**
 * Starts an entry for a power action whose call has just been sent; `sent` is that call.
 * A refused call fails the entry with the API's message; an accepted one leaves it to the
 * watcher, unless the answer already shows the state awaited.
 */
export function trackPowerAction(project: string, instance: string, which: PowerAction, sent: Promise<unknown>) {
  const { title, doing, awaited } = WORDS[which]
  const data: PowerData = { project, instance, awaited, left: which !== 'reboot' }
  const id = activities.start({
    kind: 'instance',
    title: `${title} ${instance}`,
    to: pb.instance({ project, instance }),
    detail: `${doing}…`,
    resumable: true,
    data,
  })
  sent.then(
    (answer) => {
      const state = (answer as Partial<Instance> | undefined)?.runState
      if (state === awaited && which !== 'reboot') return activities.finish(id, 'done', `Instance ${awaited}`)
      if (state && state !== awaited) activities.update(id, { data: { ...data, left: true } })
    },
    (e: unknown) => activities.finish(id, 'failed', e instanceof Error ? e.message : String(e)),
  )
}

export type Seen =
  | { state: InstanceState; at: number }
  /** the instance is not there any more (404) */
  | { gone: true }

export type Verdict =
  | { kind: 'wait' }
  /** first seen out of the awaited state: remember it */
  | { kind: 'left' }
  | { kind: 'end'; status: 'done' | 'failed' | 'interrupted'; detail: string }

/** What the watcher does with one reading of the instance, for an entry it watches. */
export function verdict(data: PowerData, seen: Seen | undefined, startedAt: number, now: number): Verdict {
  if (seen && 'gone' in seen) return { kind: 'end', status: 'failed', detail: 'The instance no longer exists' }
  // a reading from before the call was sent (the query's cache) says nothing of what it did
  const fresh = seen && seen.at >= startedAt ? seen : undefined
  if (fresh) {
    const { state } = fresh
    if (state === data.awaited && data.left) return { kind: 'end', status: 'done', detail: `Instance ${state}` }
    if (state === 'failed') return { kind: 'end', status: 'failed', detail: 'The instance failed' }
    if (state !== data.awaited && !data.left) return { kind: 'left' }
  }
  if (now - startedAt > WATCH_LIMIT_MS) {
    const still = fresh ? `; it was still ${fresh.state}` : ''
    return { kind: 'end', status: 'interrupted', detail: `Stopped watching after 15 minutes${still}` }
  }
  return { kind: 'wait' }
}
