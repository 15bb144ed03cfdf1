import type { ReactNode } from 'react'
import { Button } from './Button'
import { Tooltip } from './Tooltip'

/**
 * A button that stays focusable when its action is unavailable and explains why in a
 * tooltip, instead of vanishing or going silently grey.
 */
export function GuardedButton({
  reason,
  onClick,
  children,
}: {
  reason?: string
  onClick: () => void
  children: ReactNode
}) {
  const button = (
    <Button
      variant="secondary"
      aria-disabled={reason ? true : undefined}
      // looks unavailable like a disabled button, while staying focusable for its tooltip
      className={reason ? 'cursor-not-allowed opacity-60' : undefined}
      onClick={() => !reason && onClick()}
    >
      {children}
    </Button>
  )
  return reason ? <Tooltip content={reason}>{button}</Tooltip> : button
}
