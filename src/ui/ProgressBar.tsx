import { formatBytes } from '~/util/bytes'

/**
 * How far a transfer has come, as a labelled progress bar with the amount in words beside
 * it ("1.5 MiB of 4 MiB, 37%"), which is also what a screen reader hears. `done` is null
 * while the browser has said nothing of the bytes moved: the bar is then indeterminate
 * rather than a 0 % that may never move (no upload progress is reported for a request
 * answered in the page, as the in-browser mock answers it, nor by a browser for one a
 * service worker answers).
 */
export function ProgressBar({ label, done, total }: { label: string; done: number | null; total: number }) {
  const percent = done !== null && total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0
  const words =
    done === null ? `${formatBytes(total)}, sending…` : `${formatBytes(done)} of ${formatBytes(total)}, ${percent}%`
  return (
    <div className="flex flex-wrap items-center gap-3">
      <progress
        aria-label={label}
        aria-valuetext={words}
        max={Math.max(total, 1)}
        value={done === null ? undefined : Math.min(done, total)}
        className="h-2 w-64 max-w-full overflow-hidden rounded-full bg-raised [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:bg-accent"
      />
      <span className="text-[13px] text-ink-muted tabular-nums">{words}</span>
    </div>
  )
}
