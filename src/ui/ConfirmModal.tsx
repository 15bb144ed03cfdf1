import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Button } from './Button'
import { addToast } from './Toast'

export type ConfirmRequest = {
  title: string
  content: ReactNode
  /** Label of the confirming button; 'Confirm' unless a clearer verb fits. */
  actionLabel?: string
  danger?: boolean
  /** Title of the error toast shown when the action throws. */
  errorTitle: string
  action: () => Promise<unknown> | unknown
}

// the dialog code loads with the first confirmation, not with every page
const Modal = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })))

let current: ConfirmRequest | null = null
const listeners = new Set<() => void>()
const set = (next: ConfirmRequest | null) => {
  current = next
  listeners.forEach((l) => l())
}

/** Opens the one confirm modal of the app. */
export const confirmAction = (request: ConfirmRequest) => set(request)

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

/**
 * SPEC section 4: on Confirm the action runs; if it throws, an error toast shows the
 * given title and the error's message. The modal closes afterwards either way.
 */
export function ConfirmModalHost() {
  const request = useSyncExternalStore(subscribe, () => current)
  const [busy, setBusy] = useState(false)
  if (!request) return null

  const run = async () => {
    setBusy(true)
    try {
      await request.action()
    } catch (e) {
      addToast({ title: request.errorTitle, content: e instanceof Error ? e.message : String(e), variant: 'error' })
    } finally {
      setBusy(false)
      set(null)
    }
  }

  return (
    <Suspense fallback={null}>
      <Modal
        title={request.title}
        open
        width="narrow"
        onDismiss={() => !busy && set(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => set(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant={request.danger ? 'danger' : 'primary'} onClick={run} loading={busy}>
              {request.actionLabel ?? 'Confirm'}
            </Button>
          </>
        }
      >
        <div className="text-ink-muted">{request.content}</div>
      </Modal>
    </Suspense>
  )
}
