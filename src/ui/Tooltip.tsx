import { Tooltip as T } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'

export const TOOLTIP_DELAY_MS = 250

/** Wraps a focusable element; the content shows on hover or keyboard focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    // a provider per tooltip keeps the tooltip code out of pages that show none
    <T.Provider delayDuration={TOOLTIP_DELAY_MS}>
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
    </T.Provider>
  )
}
