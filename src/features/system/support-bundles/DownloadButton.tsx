// One download of a bundle or of a file in it: a button, then a progress bar while the body
// arrives, then the file is saved. A failure says why next to the button, which offers to try
// again. Leaving the page stops a download under way. Each download is also an entry of the
// activity panel, with the same progress (a few updates a second) and outcome.
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { failureMessage } from '~/api/errors'
import { activities } from '~/features/activity/store'
import { throttle } from '~/features/activity/throttle'
import { Button } from '~/ui/Button'
import { formatBytes } from '~/util/bytes'
import { saveBlob } from '~/util/saveBlob'
import { download, type Progress } from './transfer'

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: Progress }
  | { kind: 'done'; size: number }
  | { kind: 'failed'; message: string }

const inWords = ({ received, total }: Progress) =>
  total === null ? `${formatBytes(received)} received` : `${formatBytes(received)} of ${formatBytes(total)}`

const percent = ({ received, total }: Progress) => (total ? Math.min(100, Math.floor((received / total) * 100)) : null)

function ProgressBar({ progress, label }: { progress: Progress; label: string }) {
  const pct = percent(progress)
  const text = inWords(progress)
  return (
    <div className="flex min-w-48 items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={text}
        className="h-1.5 w-32 overflow-hidden rounded bg-raised"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${pct ?? 0}%` }} />
      </div>
      <span className="text-[12px] whitespace-nowrap text-ink-muted tabular-nums">{text}</span>
    </div>
  )
}

export function DownloadButton({
  url,
  fileName,
  label,
  what,
}: {
  url: string
  /** the name the saved file gets */
  fileName: string
  /** the button's text */
  label: string
  /** what is downloaded, for the progress bar's and the error's accessible names */
  what: string
}) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const abort = useRef<AbortController | null>(null)
  const errorId = useId()
  const { pathname } = useLocation()
  useEffect(() => () => abort.current?.abort(), [])

  const start = async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'running', progress: { received: 0, total: null } })
    const entry = activities.start({
      kind: 'download',
      title: `Download ${fileName}`,
      to: pathname,
      detail: 'Starting…',
    })
    const toPanel = throttle((p: Progress) => {
      const pct = percent(p)
      activities.update(entry, { detail: inWords(p), progress: pct === null ? undefined : pct / 100 })
    }, 250)
    const onProgress = (progress: Progress) => {
      setState({ kind: 'running', progress })
      toPanel.push(progress)
    }
    try {
      const blob = await download(url, onProgress, controller.signal)
      toPanel.cancel()
      saveBlob(blob, fileName)
      setState({ kind: 'done', size: blob.size })
      activities.finish(entry, 'done', `Saved ${fileName} (${formatBytes(blob.size)})`)
    } catch (e) {
      toPanel.cancel()
      // aborted: the page was left, or the download started again
      if (controller.signal.aborted) return activities.finish(entry, 'interrupted', 'Stopped when the page was left')
      const message = failureMessage(e)
      setState({ kind: 'failed', message })
      activities.finish(entry, 'failed', message)
    }
  }

  if (state.kind === 'running') return <ProgressBar progress={state.progress} label={`Downloading ${what}`} />
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={start}
        aria-describedby={state.kind === 'failed' ? errorId : undefined}
      >
        {state.kind === 'failed' ? 'Try again' : label}
      </Button>
      {state.kind === 'failed' && (
        <span id={errorId} role="alert" className="text-[13px] text-danger">
          Could not download {what}: {state.message}
        </span>
      )}
      {state.kind === 'done' && (
        <span role="status" className="text-[13px] text-ink-muted">
          Saved {fileName} ({formatBytes(state.size)})
        </span>
      )}
    </div>
  )
}
