// The confirm modal's dialog: loaded with the first confirmation (ConfirmModal.tsx holds the
// request and renders this), so the entry chunk carries neither it nor the modal's code.
import { Suspense, useState } from 'react'
import { RequestToggle } from '~/forms/RequestToggle'
import { Button } from './Button'
import type { ConfirmRequest } from './ConfirmModal'
import { Modal } from './Modal'
import { addToast } from './Toast'
import { lazyPart } from './splitModule'

// Its own chunk: importing the query hooks here made rolldown split them out of the entry
// (rolldown#10731), and most confirmations have no impact to show.
const ImpactPreview = lazyPart(() => import('~/features/impact/ImpactPreview'), 'ImpactPreview')
const checking = <p className="mt-4 text-ink-muted">Checking what this touches…</p>

/** The confirming button's label: honest when the API is expected to refuse the action. */
const confirmLabel = (label: string, refused: boolean) => (refused ? `Try to ${label.toLowerCase()}` : label)

/**
 * SPEC section 4: on Confirm the action runs; if it throws, an error toast shows the
 * given title and the error's message. The modal closes afterwards either way.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState(false)

  const run = async () => {
    setBusy(true)
    try {
      await request.action()
    } catch (e) {
      addToast({ title: request.errorTitle, content: e instanceof Error ? e.message : String(e), variant: 'error' })
    } finally {
      setBusy(false)
      onClose()
    }
  }

  return (
    <Modal
      title={request.title}
      open
      width="narrow"
      onDismiss={() => !busy && onClose()}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={request.danger ? 'danger' : 'primary'} onClick={run} loading={busy}>
            {confirmLabel(request.actionLabel ?? 'Confirm', refused)}
          </Button>
        </>
      }
    >
      <div className="text-ink-muted">{request.content}</div>
      {request.impact && (
        <Suspense fallback={checking}>
          <ImpactPreview source={request.impact} onRefused={setRefused} onNavigate={onClose} />
        </Suspense>
      )}
      {request.call && <RequestToggle calls={request.call} />}
    </Modal>
  )
}
