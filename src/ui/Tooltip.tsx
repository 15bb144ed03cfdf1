import { cloneElement, Suspense, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { lazyPart, splitModule } from './splitModule'

export const TOOLTIP_DELAY_MS = 250

const impl = splitModule(() => import('./TooltipImpl'))
const TooltipImpl = lazyPart(impl, 'default', (p) => p.children)

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
 * the code was on its way, it was drawn twice), taking back the keyboard's focus.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'focus' | null>(null)
  // each arming counts; leaving the trigger counts too, so an earlier arming opens nothing
  const armed = useRef(0)

  if (openedBy) {
    return (
      <Suspense fallback={children}>
        <TooltipImpl content={content} focused={openedBy === 'focus'}>
          {children}
        </TooltipImpl>
      </Suspense>
    )
  }
  const arm = (by: 'pointer' | 'focus') => {
    const arming = ++armed.current
    // a chunk that did not arrive opens it all the same: the part then says so (lazyPart)
    const loaded = impl.load().catch(() => {})
    const open = () => arming === armed.current && setOpenedBy(by)
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
