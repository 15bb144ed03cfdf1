import { Suspense, useState } from 'react'
import { closes, lazyPart } from '~/ui/splitModule'

// pure: in the production build nothing renders the banner, and the bundler would otherwise
// keep this call (and the list of chunks its import preloads) in the entry chunk
const Modal = lazyPart(() => import('~/ui/Modal'), 'Modal', closes('onDismiss'))

/** Shown only in builds that carry the in-browser mock (SPEC section 1). */
export function PreviewBanner() {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex items-center justify-center gap-2 border-b border-warn-line bg-warn-bg px-4 py-1.5 text-[13px] text-warn">
      <span>Technical preview: this console is running against an in-browser mock API.</span>
      <button type="button" className="font-medium underline underline-offset-2" onClick={() => setOpen(true)}>
        Learn more
      </button>
      {open && (
        <Suspense fallback={null}>
          <Modal title="About this preview" open={open} onDismiss={() => setOpen(false)}>
            <div className="space-y-3 text-ink-muted">
              <p>
                This console can run against a mock of the control plane that lives entirely in your browser. Every call
                the console makes is answered by that mock instead of a real rack.
              </p>
              <p>
                Resources you create here persist while you move around the console, vanish when you refresh the page,
                and are visible to nobody else.
              </p>
            </div>
          </Modal>
        </Suspense>
      )}
    </div>
  )
}
