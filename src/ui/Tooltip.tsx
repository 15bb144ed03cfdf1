import { Tooltip as T } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

export const TOOLTIP_DELAY_MS = 250

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <T.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</T.Provider>
}

/** Wraps a focusable element; the content shows on hover or keyboard focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
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
  )
}
