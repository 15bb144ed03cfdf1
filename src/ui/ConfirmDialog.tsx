// The confirm modal's dialog: loaded with the first confirmation (ConfirmModal.tsx holds the
// request and renders this), so the entry chunk carries neither it nor the modal's code.
import { useState } from 'react'
import { Button } from './Button'
import type { ConfirmRequest } from './ConfirmModal'
import { Modal } from './Modal'
import { addToast } from './Toast'

/**
 * SPEC section 4: on Confirm the action runs; if it throws, an error toast shows the
 * given title and the error's message. The modal closes afterwards either way.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const [busy, setBusy] = useState(false)

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
            {request.actionLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <div className="text-ink-muted">{request.content}</div>
    </Modal>
  )
}
