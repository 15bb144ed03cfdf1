// The activity panel's body: this session's long operations, newest first. Loaded with
// ./ActivityParts: the top bar's button (./ActivityButton) carries only the list and the count.
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { Link } from 'react-router'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { Timestamp } from '~/ui/Timestamp'
import { activities, useActivities, type Activity, type ActivityStatus } from './store'

const STATUS: Record<ActivityStatus, { text: string; color: BadgeColor }> = {
  running: { text: 'Running', color: 'info' },
  done: { text: 'Done', color: 'accent' },
  failed: { text: 'Failed', color: 'danger' },
  interrupted: { text: 'Interrupted', color: 'warn' },
}

function Entry({ entry, onFollow }: { entry: Activity; onFollow: () => void }) {
  const { text, color } = STATUS[entry.status]
  const percent = entry.progress === undefined ? undefined : Math.round(entry.progress * 100)
  return (
    <li className="border-b border-line px-4 py-3 last:border-b-0" aria-label={`${entry.title}: ${text}`}>
      <div className="flex items-start justify-between gap-3">
        {entry.to ? (
          <Link to={entry.to} onClick={onFollow} className="min-w-0 font-medium break-words text-ink hover:underline">
            {entry.title}
          </Link>
        ) : (
          <span className="min-w-0 font-medium break-words">{entry.title}</span>
        )}
        <Badge color={color} className="shrink-0">
          {text}
        </Badge>
      </div>
      {entry.detail && <p className="mt-1 text-[13px] break-words text-ink-muted">{entry.detail}</p>}
      {percent !== undefined && entry.status === 'running' && (
        <progress
          max={100}
          value={percent}
          aria-label={`${entry.title} progress`}
          aria-valuetext={`${percent}%`}
          className="mt-2 block h-1.5 w-full overflow-hidden rounded-full bg-raised [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-raised [&::-webkit-progress-value]:bg-accent"
        />
      )}
      <p className="mt-1 text-[12px] text-ink-muted">
        Started <Timestamp date={new Date(entry.startedAt)} withSeconds />
      </p>
    </li>
  )
}

export type PanelProps = {
  id: string
  /** the top bar's button: a click on it is not a click outside */
  anchor: RefObject<HTMLElement | null>
  /** `refocus`: give focus back to the button (Escape), rather than leave it where it went */
  onClose: (refocus: boolean) => void
}

/** A non-modal popover: the page stays usable; Escape or a click elsewhere closes it. */
export default function ActivityPanel({ id, anchor, onClose }: PanelProps) {
  const list = useActivities()
  const panel = useRef<HTMLElement>(null)
  const finished = list.some((a) => a.status !== 'running')

  // in the commit that shows the panel, not after it: a key pressed as it appears (Escape)
  // already finds it focused and listening
  useLayoutEffect(() => {
    // focus moves into the panel so a screen reader says where it is; Tab goes on to the entries
    panel.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      onClose(true)
    }
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false)
    }
    addEventListener('keydown', onKey)
    addEventListener('pointerdown', onPointer)
    return () => {
      removeEventListener('keydown', onKey)
      removeEventListener('pointerdown', onPointer)
    }
  }, [anchor, onClose])

  return (
    <section
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className="absolute top-full right-0 z-40 mt-2 flex max-h-[70vh] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-line-strong bg-surface text-[13px] shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h2 id={`${id}-heading`} className="font-semibold">
          Activity
        </h2>
        <button
          type="button"
          onClick={activities.clearFinished}
          disabled={!finished}
          className="rounded px-2 py-1 text-ink-muted hover:bg-raised hover:text-ink disabled:opacity-50 disabled:hover:bg-transparent"
        >
          Clear finished
        </button>
      </div>
      {list.length === 0 ? (
        <p className="px-4 py-6 text-center text-ink-muted">
          Nothing yet. Uploads, downloads, bulk actions and instance state changes you start show here.
        </p>
      ) : (
        <ul aria-label="Operations" className="min-h-0 overflow-y-auto">
          {list.map((entry) => (
            <Entry key={entry.id} entry={entry} onFollow={() => onClose(false)} />
          ))}
        </ul>
      )}
    </section>
  )
}
