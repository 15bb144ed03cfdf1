import { cloneElement, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
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
 * focus. The tooltip code loads when a user first lingers, not with the page.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [active, setActive] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (active) {
    return (
      <Suspense fallback={children}>
        <TooltipImpl content={content}>{children}</TooltipImpl>
      </Suspense>
    )
  }
  const arm = (delay: number) => {
    void impl.load()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setActive(true), delay)
  }
  const disarm = () => clearTimeout(timer.current)
  return cloneElement(children, {
    onPointerEnter: () => arm(TOOLTIP_DELAY_MS),
    onPointerLeave: disarm,
    onFocus: () => arm(0),
    onBlur: disarm,
  })
}
