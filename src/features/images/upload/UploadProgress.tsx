import { forwardRef, useId, useSyncExternalStore } from 'react'
import { cn } from '~/ui/cn'
import { Spinner } from '~/ui/Spinner'
import { formatBytes } from '~/util/bytes'
import type { ImageUpload } from './engine'
import { isBusy, type Step, type StepStatus, type UploadState } from './steps'

const STATUS_TEXT: Record<StepStatus, string> = {
  pending: 'Pending',
  running: 'In progress',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
}

function StatusIcon({ status }: { status: StepStatus }) {
  if (status === 'running') return <Spinner />
  const glyph = { pending: '○', done: '✓', failed: '✕', cancelled: '–', skipped: '–' }[status]
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-4 items-center justify-center text-[13px] leading-none',
        status === 'done' ? 'text-accent' : status === 'failed' ? 'text-danger' : 'text-ink-faint',
      )}
    >
      {glyph}
    </span>
  )
}

function StepList<Id extends string>({ label, steps }: { label: string; steps: Step<Id>[] }) {
  return (
    <ol aria-label={label} className="space-y-1.5">
      {steps.map((s) => (
        <li key={s.id} className="flex items-start gap-2.5" aria-current={s.status === 'running' ? 'step' : undefined}>
          <span className="mt-0.5">
            <StatusIcon status={s.status} />
          </span>
          <div className="min-w-0 flex-1">
            <span className={cn(s.status === 'pending' || s.status === 'skipped' ? 'text-ink-muted' : 'text-ink')}>
              {s.label}
            </span>
            <span
              className={cn(
                'ml-2 text-[12px]',
                s.status === 'failed' ? 'text-danger' : s.status === 'done' ? 'text-accent' : 'text-ink-muted',
              )}
            >
              {STATUS_TEXT[s.status]}
            </span>
            {s.detail && <div className="text-[13px] break-words text-ink-muted">{s.detail}</div>}
          </div>
        </li>
      ))}
    </ol>
  )
}

const rate = (s: UploadState) => {
  if (s.sendStartedAt === undefined || s.progressAt === undefined) return undefined
  const seconds = (s.progressAt - s.sendStartedAt) / 1000
  return seconds > 0.2 ? s.bytesSent / seconds : undefined
}

function formatDuration(seconds: number) {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`
  const m = Math.floor(seconds / 60)
  return m < 60 ? `${m} min ${Math.round(seconds % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`
}

/** Bytes sent as a real progress bar, with rate and time left while it runs. */
function SendProgress({ state }: { state: UploadState }) {
  const id = useId()
  const { bytesSent, totalBytes } = state
  const percent = totalBytes ? Math.floor((bytesSent / totalBytes) * 100) : 0
  const perSecond = rate(state)
  const sending = state.steps.find((s) => s.id === 'send')?.status === 'running'
  const left = perSecond && sending ? (totalBytes - bytesSent) / perSecond : undefined
  return (
    <div className="mb-4">
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2 text-[13px]">
        <label htmlFor={id} className="font-medium">
          Bytes sent
        </label>
        <span className="text-ink-muted tabular-nums" id={`${id}-text`}>
          {formatBytes(bytesSent)} of {formatBytes(totalBytes)} ({percent}%)
          {perSecond !== undefined && ` · ${formatBytes(perSecond)}/s`}
          {left !== undefined && ` · about ${formatDuration(left)} left`}
        </span>
      </div>
      <progress
        id={id}
        max={totalBytes || 1}
        value={bytesSent}
        aria-describedby={`${id}-text`}
        aria-valuetext={`${percent}%, ${formatBytes(bytesSent)} of ${formatBytes(totalBytes)}`}
        className={cn(
          'block h-2 w-full overflow-hidden rounded-full bg-raised',
          '[&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:bg-accent [&::-moz-progress-bar]:bg-accent',
        )}
      />
      {state.retries > 0 && (
        <p className="mt-1.5 text-[13px] text-ink-muted">
          {state.retries} {state.retries === 1 ? 'chunk was' : 'chunks were'} sent again after a failed try.
        </p>
      )}
    </div>
  )
}

/** One sentence for screen readers when something worth hearing happens; not every byte. */
function announcement(s: UploadState): string {
  if (s.phase === 'succeeded') return 'Image uploaded.'
  if (s.phase === 'cancelling') return 'Cancelling the upload and cleaning up.'
  if (s.phase === 'cleaning-up') return `${s.failure?.label ?? 'A step'} failed. Cleaning up.`
  const running = s.steps.find((x) => x.status === 'running')
  if (!running) return ''
  if (running.id !== 'send') return `${running.label}.`
  const quarter = s.totalBytes ? Math.floor((s.bytesSent / s.totalBytes) * 4) * 25 : 0
  return quarter > 0 ? `Sending file, ${quarter}% sent.` : 'Sending file.'
}

const HEADINGS: Partial<Record<UploadState['phase'], string>> = {
  succeeded: 'Uploaded',
  failed: 'Upload failed',
  cancelled: 'Upload cancelled',
}

type Props = { upload: Pick<ImageUpload, 'subscribe' | 'getState'>; outcome?: string }

/** The run's steps, its progress, and what happened in the end; it follows the bytes sent itself. */
export const UploadProgress = forwardRef<HTMLHeadingElement, Props>(function UploadProgress(
  { upload, outcome },
  headingRef,
) {
  const state = useSyncExternalStore(upload.subscribe, upload.getState)
  const busy = isBusy(state.phase)
  return (
    <section aria-labelledby="upload-progress-heading" className="mb-8 rounded-lg border border-line bg-surface p-4">
      <h2 id="upload-progress-heading" ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {busy ? 'Uploading' : HEADINGS[state.phase]}
      </h2>
      <SendProgress state={state} />
      <StepList label="Upload steps" steps={state.steps} />
      {state.cleanup.length > 0 && (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="mb-2 font-medium">Cleaning up</h3>
          <StepList label="Cleanup steps" steps={state.cleanup} />
        </div>
      )}
      {/* both regions are there from the start, so what lands in them is announced */}
      <p
        role="status"
        className={cn(
          'text-[13px] empty:hidden',
          outcome && 'mt-4',
          state.leftBehind.length ? 'text-warn' : 'text-ink',
        )}
      >
        {outcome}
      </p>
      <div role="status" className="sr-only">
        {outcome ? '' : announcement(state)}
      </div>
    </section>
  )
})
