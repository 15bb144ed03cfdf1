// One download of a bundle or of a file in it: a button, then a progress bar while the body
// arrives, then the file is saved. A failure says why next to the button, which offers to try
// again. Leaving the page stops a download under way.
import { useEffect, useId, useRef, useState } from 'react'
import { failureMessage } from '~/api/errors'
import { Button } from '~/ui/Button'
import { formatBytes } from '~/util/bytes'
import { saveBlob } from '~/util/saveBlob'
import { download, type Progress } from './transfer'

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: Progress }
  | { kind: 'done'; size: number }
  | { kind: 'failed'; message: string }

const percent = ({ received, total }: Progress) => (total ? Math.min(100, Math.floor((received / total) * 100)) : null)

function ProgressBar({ progress, label }: { progress: Progress; label: string }) {
  const pct = percent(progress)
  const text =
    progress.total === null
      ? `${formatBytes(progress.received)} received`
      : `${formatBytes(progress.received)} of ${formatBytes(progress.total)}`
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
  useEffect(() => () => abort.current?.abort(), [])

  const start = async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ kind: 'running', progress: { received: 0, total: null } })
    try {
      const blob = await download(url, (progress) => setState({ kind: 'running', progress }), controller.signal)
      saveBlob(blob, fileName)
      setState({ kind: 'done', size: blob.size })
    } catch (e) {
      if (controller.signal.aborted) return
      setState({ kind: 'failed', message: failureMessage(e) })
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
