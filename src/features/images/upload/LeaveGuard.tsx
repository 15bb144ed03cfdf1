import { useState } from 'react'
import { useBlocker, type Blocker } from 'react-router'
import { useWarnOnUnload } from '~/forms/useWarnOnUnload'
import { Button } from '~/ui/Button'
import { Modal } from '~/ui/Modal'

/**
 * Asks before the page is left while `shouldBlock()` holds: the browser's own prompt for a
 * reload or a closed tab, a dialog for a navigation within the console. `shouldBlock` is
 * read at the moment of leaving, so a page that finishes and navigates away is never
 * stopped by its own stale state.
 */
export function useLeaveGuard(shouldBlock: () => boolean, warnOnUnload: boolean): Blocker {
  useWarnOnUnload(warnOnUnload)
  return useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  )
}

/** The in-console half: stay, or cancel the upload, wait for its cleanup, then go. */
export function LeaveUploadDialog({ blocker, onLeave }: { blocker: Blocker; onLeave: () => Promise<unknown> }) {
  const [leaving, setLeaving] = useState(false)
  if (blocker.state !== 'blocked') return null
  const leave = async () => {
    setLeaving(true)
    try {
      await onLeave()
    } finally {
      setLeaving(false)
      // the upload may have ended by itself meanwhile, which can settle the blocker
      if (blocker.state === 'blocked') blocker.proceed()
    }
  }
  return (
    <Modal
      title="Leave while uploading?"
      open
      width="medium"
      onDismiss={() => !leaving && blocker.reset()}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()} disabled={leaving}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={leave} loading={leaving}>
            {leaving ? 'Cancelling upload…' : 'Cancel upload and leave'}
          </Button>
        </>
      }
    >
      <p className="text-ink-muted">
        The image is still being uploaded. Leaving cancels the upload and removes its temporary disk and snapshot first;
        that takes a moment.
      </p>
    </Modal>
  )
}
