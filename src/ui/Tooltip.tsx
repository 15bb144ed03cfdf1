import { cloneElement, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { partMissing, splitModule } from './splitModule'

export const TOOLTIP_DELAY_MS = 250

const impl = splitModule(() => import('./TooltipImpl'))

type TriggerProps = {
  onPointerEnter?: () => void
  onPointerLeave?: () => void
  onFocus?: () => void
  onBlur?: () => void
}

/**
 * Wraps a focusable element; the content shows after 250 ms of hover or on keyboard
 * focus. The tooltip code loads when a user first lingers, not with the page, and the tooltip
 * opens once it is in: the trigger is drawn anew inside it then, and only once (shown while
 * the code was on its way, it was drawn twice), taking back the keyboard's focus. If the code
 * does not arrive, the trigger stays as it is, focus and all, and the notice says why.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  // opened by the pointer or the keyboard's focus once its code is in, or its code missing
  const [state, setState] = useState<'pointer' | 'focus' | 'missing' | null>(null)
  // each arming counts; leaving the trigger counts too, so an earlier arming opens nothing
  const armed = useRef(0)

  if (state === 'missing') return children
  if (state) {
    // opened only once its code is in (below): rendered as it is, with no boundary to wait on
    const TooltipImpl = impl.loaded!.default
    return (
      <TooltipImpl content={content} focused={state === 'focus'}>
        {children}
      </TooltipImpl>
    )
  }
  const arm = (by: 'pointer' | 'focus') => {
    const arming = ++armed.current
    const loaded = impl.load().then(
      () => by,
      () => 'missing' as const,
    )
    const open = (outcome: typeof by | 'missing') => {
      if (arming !== armed.current) return
      if (outcome === 'missing') partMissing()
      setState(outcome)
    }
    setTimeout(() => void loaded.then(open), by === 'focus' ? 0 : TOOLTIP_DELAY_MS)
  }
  const disarm = () => void armed.current++
  return cloneElement(children, {
    onPointerEnter: () => arm('pointer'),
    onPointerLeave: disarm,
    onFocus: () => arm('focus'),
    onBlur: disarm,
  })
}
