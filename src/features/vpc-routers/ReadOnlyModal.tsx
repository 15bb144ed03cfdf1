import { SideModal } from '~/ui/SideModal'

/**
 * Stands in for a form when what it would change is the control plane's (reached by typing
 * the address): says why, instead of offering a form the API would refuse.
 */
export function ReadOnlyModal({
  title,
  subtitle,
  reason,
  onDismiss,
}: {
  title: string
  subtitle?: string
  reason: string
  onDismiss: () => void
}) {
  return (
    <SideModal title={title} subtitle={subtitle} onDismiss={onDismiss}>
      <p className="text-ink-muted">{reason}.</p>
    </SideModal>
  )
}
