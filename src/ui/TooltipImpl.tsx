import { Tooltip as T } from 'radix-ui'
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react'

import { TOOLTIP_DELAY_MS } from './Tooltip'

/**
 * Radix's tooltip, already open: it mounts once the user has lingered on the trigger, or
 * focused it (`focused`), whose focus the trigger, drawn anew here, takes back.
 */
export default function TooltipImpl({
  content,
  children,
  focused,
}: {
  content: ReactNode
  children: ReactElement
  focused: boolean
}) {
  // typed as Radix's trigger is; the element is the child's own (a button, a time, ...)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focused) trigger.current?.focus()
  }, [focused])
  return (
    <T.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <T.Root defaultOpen>
        <T.Trigger asChild ref={trigger}>
          {children}
        </T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md border border-line-strong bg-raised px-2.5 py-1.5 text-[13px] text-ink shadow-lg"
          >
            {content}
            <T.Arrow className="fill-raised" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  )
}
