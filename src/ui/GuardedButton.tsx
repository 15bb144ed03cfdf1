import type { ReactNode } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from './Button'
import { openDialog } from './DialogHost'
import { Tooltip } from './Tooltip'

type GuardedProps = {
  reason?: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  /** the accessible name where the text alone is ambiguous (a row's button) */
  label?: string
  /** the action is under way */
  loading?: boolean
}

/**
 * A button that stays focusable when its action is unavailable and explains why in a
 * tooltip, instead of vanishing or going silently grey.
 */
export function GuardedButton({
  reason,
  onClick,
  children,
  variant = 'secondary',
  size,
  label,
  loading,
}: GuardedProps & { onClick: () => void }) {
  const button = (
    <Button
      variant={variant}
      size={size}
      aria-label={label}
      loading={loading}
      // looks unavailable like a disabled button, while staying focusable for its tooltip
      aria-disabled={reason ? true : undefined}
      onClick={() => !reason && onClick()}
    >
      {children}
    </Button>
  )
  return reason ? <Tooltip content={reason}>{button}</Tooltip> : button
}

/** A guarded button that opens a dialog: `dialog` renders it, given the function closing it. */
export const DialogButton = ({ dialog, ...button }: GuardedProps & { dialog: (close: () => void) => ReactNode }) => (
  <GuardedButton {...button} onClick={() => openDialog(dialog)} />
)
