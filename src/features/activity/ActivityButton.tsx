// The top bar's way into the activity panel: a button with the number of operations running.
// Rides in the first chunk, so it holds only the store and the count; the panel and the
// instance watcher load when needed.
import { Suspense, useCallback, useRef, useState } from 'react'
import { useCount } from './list'
import { lazyPart } from '~/ui/splitModule'

const Parts = lazyPart(() => import('./ActivityParts'), 'default')

const PANEL_ID = 'activity-panel'

export function ActivityButton() {
  const running = useCount((a) => a.status === 'running')
  // an instance the user asked to change is followed whether the panel is open or not
  const watching = useCount((a) => a.kind === 'instance' && a.status === 'running') > 0
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback((refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }, [])
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        aria-label={running ? `Activity, ${running} running` : 'Activity'}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-md border border-line px-2.5 py-1 text-[13px] hover:bg-raised"
      >
        Activity
        {running > 0 && (
          <span className="min-w-5 rounded-full bg-accent px-1.5 text-center text-[11px] font-semibold text-accent-ink">
            {running}
          </span>
        )}
      </button>
      {(open || watching) && (
        <Suspense>
          <Parts open={open} watching={watching} id={PANEL_ID} anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
