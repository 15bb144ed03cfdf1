// An image upload as an entry of the activity panel: its progress and rate while the file is
// sent (a few times a second, not per chunk), then how it ended. Not resumable: after a reload
// the file is gone from the page, so the store calls a running upload interrupted.
import { activities } from '~/features/activity/store'
import { throttle } from '~/features/activity/throttle'
import { pb } from '~/paths'
import { formatBytes } from '~/util/bytes'
import type { ImageUpload } from './engine'
import { outcomeMessage, type UploadState } from './steps'

/** Often enough to look alive; rare enough that a 6-way parallel send costs no renders. */
const UPDATE_MS = 250

/** The entry's line while it runs: the step under way, and while sending, bytes and rate. */
export function uploadDetail(s: UploadState): string {
  const step = s.steps.find((x) => x.status === 'running')
  if (s.phase === 'cancelling' || s.phase === 'cleaning-up') return 'Cleaning up…'
  if (step?.id !== 'send') return step ? `${step.label}…` : 'Starting…'
  const sent = `${formatBytes(s.bytesSent)} of ${formatBytes(s.totalBytes)}`
  const seconds =
    s.sendStartedAt !== undefined && s.progressAt !== undefined ? (s.progressAt - s.sendStartedAt) / 1000 : 0
  return seconds > 0.2 ? `${sent} · ${formatBytes(s.bytesSent / seconds)}/s` : sent
}

/** How an upload that ended is told: done, failed with the step and the API's message, or cancelled. */
export function uploadEnd(s: UploadState) {
  if (s.phase === 'succeeded') {
    const left = s.leftBehind.length ? `; ${outcomeMessage(s)}` : ''
    return { status: 'done' as const, detail: `Image ${s.image?.name ?? ''} is ready${left}` }
  }
  if (s.phase === 'cancelled') return { status: 'interrupted' as const, detail: outcomeMessage(s) }
  const why = s.failure ? `${s.failure.label} failed: ${s.failure.message}. ` : ''
  return { status: 'failed' as const, detail: `${why}${outcomeMessage(s)}` }
}

/** Follows `run` in the activity panel from now until it ends. */
export function trackUpload(run: ImageUpload, project: string, name: string) {
  const id = activities.start({
    kind: 'upload',
    title: `Upload ${name}`,
    to: pb.projectImages({ project }),
    detail: 'Starting…',
    progress: 0,
  })
  const updates = throttle((s: UploadState) => {
    activities.update(id, { detail: uploadDetail(s), progress: s.totalBytes ? s.bytesSent / s.totalBytes : undefined })
  }, UPDATE_MS)
  const stop = run.subscribe(() => updates.push(run.getState()))
  void run.start().then((end) => {
    stop()
    updates.cancel()
    const { status, detail } = uploadEnd(end)
    activities.finish(id, status, detail)
  })
}
