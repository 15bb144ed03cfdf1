// What an upload has done so far, and the telling of it: the state the upload page, its
// progress and the activity panel read, kept apart from the run that changes it (engine.ts).
import { throttle } from '~/features/activity/throttle'
import type { CleanupId, Step, StepId, StepStatus, UploadState } from './steps'

/**
 * How often subscribers hear of bytes sent. A six-way send finishes a chunk every 15-20 ms
 * (64 MiB through the in-browser mock), and each notice re-rendered the upload page on the
 * thread the mock shares: ~2 ms a chunk, a tenth of the send. Every other change is told at once.
 * Parts that show only the steps read `getStepState`, which these notices leave as it was.
 */
const PROGRESS_NOTICE_MS = 100

/** `steps` with step `id` given `status`, and `detail` when one is given (else the one it had). */
const withStatus = <Id extends string>(steps: Step<Id>[], id: Id, status: StepStatus, detail?: string) =>
  steps.map((s) => (s.id === id ? { ...s, status, detail: detail ?? s.detail } : s))

export class UploadStateStore {
  private state: UploadState
  /** the state as of its last change of anything but the bytes sent */
  private stepState: UploadState
  private readonly listeners = new Set<() => void>()
  private readonly progressNotices = throttle(() => this.notify(), PROGRESS_NOTICE_MS)

  constructor(initial: UploadState) {
    this.state = this.stepState = initial
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }
  readonly getState = () => this.state
  /**
   * The same object until something but the bytes changes, so that what shows only the steps
   * (the upload page's form and buttons) does not render again for each notice of bytes: React's
   * work over a 64 MiB upload through the in-browser mock 276 -> 203 ms (CPU profiles of the
   * page, one upload each); the rate moved within its noise (19.4, 18.2 -> 17.3, 18.1 MiB/s).
   */
  readonly getStepState = () => this.stepState

  set(patch: Partial<UploadState>) {
    this.state = this.stepState = { ...this.state, ...patch }
    // anything but progress is told at once, with whatever progress was waiting
    this.progressNotices.cancel()
    this.notify()
  }

  /** Bytes sent, told a few times a second; `getState` always has them. */
  setProgress(patch: Pick<UploadState, 'bytesSent' | 'bytesSkipped' | 'progressAt'>) {
    this.state = { ...this.state, ...patch }
    this.progressNotices.push(undefined)
  }

  mark(id: StepId, status: StepStatus, detail?: string) {
    this.set({ steps: withStatus(this.state.steps, id, status, detail) })
  }

  markCleanup(id: CleanupId, status: StepStatus, detail?: string) {
    this.set({ cleanup: withStatus(this.state.cleanup, id, status, detail) })
  }

  private notify() {
    this.listeners.forEach((l) => l())
  }
}
