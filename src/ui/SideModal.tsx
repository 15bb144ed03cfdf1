import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from './Button'
import { ErrorBanner } from './ErrorBanner'
import { GuardedButton } from './GuardedButton'

type Props = {
  title: string
  onDismiss: () => void
  children: ReactNode
  /** the buttons; a detail view that only shows things gets a Close button */
  footer?: ReactNode
  errors?: string[]
  subtitle?: ReactNode
}

/** A panel that slides over the right edge (32rem, SPEC section 9) and holds a form or a resource's details. */
export function SideModal({ title, onDismiss, children, footer, errors = [], subtitle }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-0 right-0 bottom-0 z-50 flex w-[32rem] max-w-full flex-col border-l border-line-strong bg-surface shadow-2xl">
          <div className="flex items-start justify-between border-b border-line px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {subtitle && <div className="mt-0.5 text-ink-muted">{subtitle}</div>}
            </div>
            <Dialog.Close className="rounded px-1.5 text-xl text-ink-muted hover:text-ink" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {errors.length > 0 && (
            <div className="px-6 pb-3">
              <ErrorBanner errors={errors} />
            </div>
          )}
          <div className="flex justify-end gap-2 border-t border-line px-6 py-3.5">
            {footer ?? (
              <Button variant="secondary" onClick={onDismiss}>
                Close
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The footer of a read-only details panel whose resource can only be deleted: Delete, then Close. */
export function DeleteCloseFooter({
  onDelete,
  onClose,
  refusal,
}: {
  onDelete: () => void
  onClose: () => void
  /** why the user's role does not let them delete it: the button stays, disabled with the reason */
  refusal?: string
}) {
  return (
    <>
      <GuardedButton variant="danger" reason={refusal} onClick={onDelete}>
        Delete
      </GuardedButton>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  )
}
